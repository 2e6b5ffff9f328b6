-- Arena's answers to the generic bots and `skirmish fuzz` (docs/ARENA.md, "What the REPL, bots
-- and fuzzing ask of the rules"): three read-only queries that rules.lua exposes.
--   ai.invariants(game)      -> list of {kind =, message =}: what the rules promise, broken
--   ai.evaluate(game, side)  -> number: how good the position is for `side`
--   ai.suggest(game, side)   -> 1-based index of a sensible option for the pending choice
-- Queries run with the game read-only: nothing here writes a variable, moves, rolls or emits.
--
-- The pending choice is the prelude's `game.pending()`: the spec of the choice this game's
-- step waits on (its options with their fields).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, type, tostring, pcall, math, table, require = ipairs, type, tostring, pcall, math, table, require

local board = require("arena.board")
local effects = require("arena.effects")
-- Required once here, not at every query (neither requires this file).
local attack = require("arena.attack")
local coop = require("arena.coop")

local ai = {}

--- Every choice as it is asked (rules.on_choice): a scenario with `ai_probe: true` (tests)
--- records what the queries answer there in game variables (ai.probe).
function ai.on_choice(game, spec)
  if game.scenario.ai_probe then ai.probe(game, spec) end
end

--- The choice now pending (its spec as the rules built it: options with their fields), or nil.
function ai.pending() return game.pending() end

-- Helpers -------------------------------------------------------------------------------------

local PVP_OTHER = { white = "black", black = "white", heroes = "foes", foes = "heroes" }

local function num(x) return type(x) == "number" and x or 0 end

--- Every combatant figure (any state): side not scenery, with an `hp` variable.
local function all_combatants(game)
  local out = {}
  for _, f in ipairs(game.figures()) do
    if f.side ~= "scenery" and f.hp ~= nil then out[#out + 1] = f end
  end
  return out
end

local function is_ranged_figure(game, f)
  if num(f.basic_range) > 2 then return true end
  return false
end

--- The largest range of `f`'s usable attacks that hit enemies (basic included).
local function reach_of(game, f)
  local r = num(f.basic_range)
  if r < 1 then r = 1 end
  return r
end

local function hp_ratio(f)
  local m = num(f.max_hp)
  if m <= 0 then m = math.max(1, num(f.hp)) end
  return num(f.hp) / m
end

--- Whether an enemy of `f` could be hit from square `at` with range `range`.
--- `enemies`: f's living enemies when the caller has listed them already.
local function target_from(game, f, at, range, enemies)
  for _, e in ipairs(enemies or board.combatants(game, { enemy_of = f })) do
    local d = board.distance(at, e.at)
    if d <= range and (d <= 1 or board.sees(game, at, e.at)) then return e end
  end
  return nil
end

--- Movement distance (8-way steps over walkable squares, walls and closed doors excluded,
--- figures ignored) from every square to the nearest square of `goals`: the kernel's search.
local function distance_field(game, goals) return game.distances(goals) end

--- Squares from which `f` reaches an enemy: adjacent ones for melee, within range with
--- vision for ranged (capped to keep it cheap).
local function goal_squares(game, f)
  local out = {}
  local enemies = board.combatants(game, { enemy_of = f })
  if is_ranged_figure(game, f) then
    -- Squares this move could reach (a window around f), seeing an enemy within range.
    local range = reach_of(game, f)
    local w, h = board.size(game)
    local fx, fy = board.xy(f.at)
    local r = num(f.movement) + 1
    for y = math.max(1, fy - r), math.min(h, fy + r) do
      for x = math.max(1, fx - r), math.min(w, fx + r) do
        local s = board.sq(x, y)
        if board.walkable(game, s) then
          for _, e in ipairs(enemies) do
            local d = board.distance(s, e.at)
            if d <= range and d >= 1 and board.sees(game, s, e.at) then
              out[#out + 1] = s
              break
            end
          end
        end
      end
    end
  end
  if #out == 0 then
    for _, e in ipairs(enemies) do
      for _, n in ipairs(board.neighbours(game, e.at)) do
        out[#out + 1] = n
      end
    end
  end
  return out
end

local function first_word_id(prompt) return prompt and prompt:match("^([%w_]+)") end

local function figure_or_nil(game, id)
  if id == nil then return nil end
  for _, f in ipairs(game.figures()) do
    if f.id == id then return f end
  end
  return nil
end

-- Invariants --------------------------------------------------------------------------------

local DURATIONS = { temporary = true, permanent = true }

--- What the Arena rules promise at every pending choice. Returns {{kind, message}, ...}, or
--- nil when every invariant holds.
function ai.invariants(game)
  local out = {}
  local function bad(kind, msg) out[#out + 1] = { kind = kind, message = msg } end
  local spec = game.pending()
  local prompt = spec and spec.prompt or ""
  local settled = prompt:match("^turn %d+:") ~= nil or prompt:match("^round %d+:") ~= nil
  local resolving = game.vars.resolving or 0
  if type(resolving) ~= "number" or resolving < 0 then
    bad("resolving", "game var resolving = " .. tostring(resolving))
  end
  if settled and resolving ~= 0 then
    bad("resolving", "an attack is still resolving (" .. tostring(resolving) .. ") at " .. prompt)
  end
  local turn = game.vars.turn
  if turn ~= nil and (math.type(turn) ~= "integer" or turn < 0) then
    bad("turn", "game var turn = " .. tostring(turn))
  end

  -- Combatants: HP, death, effects.
  local owner = {}
  for _, f in ipairs(all_combatants(game)) do
    local hp, max = f.hp, f.max_hp
    if type(hp) ~= "number" then
      bad("hp", f.id .. " has hp = " .. tostring(hp))
    elseif f.dead then
      if f.on_board then bad("death", f.id .. " is dead but on the board at " .. tostring(f.at)) end
      if hp > 0 then bad("death", f.id .. " is dead with " .. hp .. " HP") end
      if f.died_at == nil then bad("death", f.id .. " is dead with no square of death") end
      if f.fx ~= nil and f.fx ~= "" then bad("effects", f.id .. " is dead but bears effects " .. tostring(f.fx)) end
    else
      if type(max) == "number" and hp > max then bad("hp", f.id .. " has " .. hp .. " HP above its max " .. max) end
      if f.on_board and resolving == 0 and hp < 1 then
        bad("hp", f.id .. " is alive on the board with " .. hp .. " HP and no attack resolving")
      end
      if hp < 0 and not f.on_board then bad("hp", f.id .. " waits off the board with " .. hp .. " HP") end
    end
    if f.mp_debt ~= nil and (type(f.mp_debt) ~= "number" or f.mp_debt < 0) then
      bad("movement", f.id .. " has mp_debt = " .. tostring(f.mp_debt))
    end
    for n in tostring(f.fx or ""):gmatch("%d+") do
      local s = game.vars["fx " .. n]
      if s == nil then
        bad("effects", f.id .. " lists effect " .. n .. " which does not exist")
      else
        local cond, dur = tostring(s):match("^([^|]*)|([^|]*)|")
        if not cond or cond == "" or not DURATIONS[dur] then
          bad("effects", "effect " .. n .. " on " .. f.id .. " is malformed: " .. tostring(s))
        end
        if owner[n] and owner[n] ~= f.id then
          bad("effects", "effect " .. n .. " is on both " .. owner[n] .. " and " .. f.id)
        end
        owner[n] = f.id
      end
    end
  end

  -- Squares: one figure each (obstacles included); only a mover passing an ally shares.
  local seen = {}
  for _, f in ipairs(game.figures({ on_board = true })) do
    local at = f.at
    if not board.walkable(game, at) then bad("board", f.id .. " stands on " .. at .. ", which is not a space") end
    local other = seen[at]
    if other then
      local passing = not settled and other.side == f.side and f.side ~= "scenery" and not other.dead and not f.dead
      if not passing then bad("capacity", other.id .. " and " .. f.id .. " share " .. at) end
    else
      seen[at] = f
    end
  end

  -- Doors: a closed tile's squares are barriers, an open one's spaces.
  for i = 1, num(game.vars.doors) do
    local squares = game.vars["door_squares " .. i]
    local open = game.vars["door_open " .. i] == true
    for s in tostring(squares or ""):gmatch("%S+") do
      local cell = board.cell(game, s)
      if open and cell ~= "space" then bad("door", "door " .. i .. " is open but " .. s .. " is " .. tostring(cell)) end
      if not open and cell == "space" then bad("door", "door " .. i .. " is closed but " .. s .. " is a space") end
    end
    if not open and num(game.vars["door_hp " .. i]) <= 0 then bad("door", "door " .. i .. " stands with no HP") end
  end

  -- Sides: the team token is a boolean, aid tokens are never negative.
  for _, name in ipairs({ "white", "black", "heroes", "foes" }) do
    local s = game.side(name)
    local t = s.special_ready
    if t ~= nil and type(t) ~= "boolean" then bad("token", name .. " special_ready = " .. tostring(t)) end
    local aid = s.aid
    if aid ~= nil and (math.type(aid) ~= "integer" or aid < 0) then bad("aid", name .. " aid = " .. tostring(aid)) end
    local limit = game.vars.heroic_limit
    if limit and num(s.heroic_used) > limit then
      bad("heroic", name .. " used " .. s.heroic_used .. " heroic actions (limit " .. limit .. ")")
    end
  end

  -- The active combatant is alive and on the board (while a choice is pending: once the game is
  -- over, `active` may still name the combatant whose death ended it).
  local active = game.vars.active
  if active ~= nil and spec ~= nil then
    local f = figure_or_nil(game, active)
    if f == nil then
      bad("active", "active figure " .. tostring(active) .. " does not exist")
    elseif f.dead or not f.on_board then
      bad("active", "the active combatant " .. active .. " is dead or off the board")
    end
  end

  -- Coop: flasks carried within the difficulty's limit (one more while discarding).
  if game.vars.mode == "coop" then
    local limit = game.vars.flask_limit
    if limit then
      if prompt:find("bears too many flasks", 1, true) then limit = limit + 1 end
      for _, h in ipairs(game.figures({ side = "heroes" })) do
        local n = 0
        for _, c in ipairs(game.cards({ holder = h })) do
          if c.def and c.def.tier == "flask" then n = n + 1 end
        end
        if n > limit then bad("flasks", h.id .. " carries " .. n .. " flasks (limit " .. limit .. ")") end
      end
    end
    for sq in tostring(game.vars.flask_tokens or ""):gmatch("[^,]+") do
      if not board.walkable(game, sq) and board.door_at(game, sq) == nil then
        bad("flasks", "a flask token lies on " .. sq .. ", which is not a space")
      end
    end
  end
  -- An empty Lua table reaches Rust as a mapping; nil means "nothing broken".
  if #out == 0 then return nil end
  return out
end

-- Evaluation ----------------------------------------------------------------------------------

local WIN = 1000

--- Whether the game is decided for `side`: 1 won, -1 lost, nil open.
local function decided(game, side, enemy)
  local w = game.vars.winner
  if w == side then return 1 end
  if w ~= nil and w ~= "none" then return -1 end
  local mine, theirs = 0, 0
  for _, f in ipairs(all_combatants(game)) do
    if not f.dead then
      -- a foe waiting off the board (reinforcement) still counts
      if f.side == side and (f.on_board or side == "foes") then mine = mine + 1 end
      if f.side == enemy and (f.on_board or enemy == "foes") then theirs = theirs + 1 end
    end
  end
  if game.vars.mode == "coop" then
    local boss = game.scenario.boss
    if boss then
      local b = figure_or_nil(game, boss)
      if b and b.dead then return side == "heroes" and 1 or -1 end
    end
    if side == "heroes" and mine == 0 then return -1 end
    if side == "foes" and theirs == 0 then return 1 end
    return nil
  end
  if mine == 0 and theirs > 0 then return -1 end
  if theirs == 0 and mine > 0 then return 1 end
  return nil
end

--- Value of one side's pieces: HP fraction, living count, proximity, lava, specials.
local function side_value(game, side, enemy)
  local hp, max, alive, near, placed, lava, specials = 0, 0, 0, 0, 0, 0, 0
  local foes -- the living enemies of `side` (of each of its figures), listed once
  for _, f in ipairs(all_combatants(game)) do
    if f.side == side then
      local m = num(f.max_hp)
      if m <= 0 then m = math.max(1, num(f.hp)) end
      max = max + m
      if not f.dead then
        hp = hp + math.max(0, math.min(num(f.hp), m))
        alive = alive + 1
        if f.on_board then
          if board.terrain(game, f.at) == "lava" then lava = lava + 1 end
          local ranged = is_ranged_figure(game, f)
          local range = ranged and reach_of(game, f) or 1
          local best = nil
          if foes == nil then foes = board.combatants(game, { enemy_of = f }) end
          for _, e in ipairs(foes) do
            local d = board.distance(f.at, e.at)
            if best == nil or d < best then best = d end
          end
          if best then
            if (not ranged and best <= 1) or (ranged and target_from(game, f, f.at, range, foes)) then
              near = near + 1
              placed = placed + 1
            else
              near = near - 0.05 * math.min(20, best - range)
            end
          end
          for _, c in ipairs(game.cards({ holder = f })) do
            if c.def and c.def.kind == "attack" and c.def.tier == "special" and not c.spent then
              specials = specials + 1
            end
          end
        end
      end
    end
  end
  local frac = max > 0 and hp / max or 0
  local s = game.side(side)
  return {
    frac = frac,
    alive = alive,
    near = near,
    placed = placed, -- figures that can strike an enemy from where they stand
    lava = lava,
    specials = specials,
    token = s.special_ready == true and 1 or 0,
    aid = num(s.aid),
  }
end

--- How good the game is for `side` (large when won, negative when behind).
function ai.evaluate(game, side)
  local enemy = PVP_OTHER[side]
  if enemy == nil then return 0 end
  local d = decided(game, side, enemy)
  if d then return d * WIN end
  local a, b = side_value(game, side, enemy), side_value(game, enemy, side)
  local v = 100 * (a.frac - b.frac)
    + 12 * (a.alive - b.alive)
    + 2 * (a.specials - b.specials)
    + 1.5 * (a.token - b.token)
    + 1 * (a.aid - b.aid)
    + 2 * a.near
    -- The enemy's threat is its figures able to strike now, not how near the rest are: a
    -- figure walking towards three enemies brings each of them nearer too, and counting that
    -- made every approach look worse than passing (greedy duels drew at the turn cap).
    - 1 * b.placed
    - 3 * (a.lava - b.lava)
  if game.vars.mode == "coop" then
    -- Quest progress from the heroes' side: secondary objectives met, rounds left.
    local q = coop.quest(game)
    local progress = 0
    if q and q.def then
      if type(q.def.progress) == "function" then progress = progress + 20 * num(q.def.progress(q, game)) end
      for _, o in ipairs((q.def.objectives or {}).secondary or {}) do
        if game.vars["objective " .. o.id] then progress = progress + 5 end
      end
      local limit = q.def.round_limit
      if limit and limit > 0 then progress = progress - 10 * num(game.vars.round) / limit end
    end
    v = v + (side == "heroes" and progress or -progress)
  end
  return v
end

-- Suggestion --------------------------------------------------------------------------------

local function index_of(spec, pred)
  for i, o in ipairs(spec.options) do
    if pred(o) then return i end
  end
  return nil
end

local function key_index(spec, key)
  return index_of(spec, function(o) return o.key == key end)
end

local function prefix_index(spec, prefix)
  return index_of(spec, function(o) return o.key:sub(1, #prefix) == prefix end)
end

--- The attack definition a figure uses, or nil.
local function attack_def(game, f, id)
  if id == "basic" then return attack.def_of(game, f, "basic") end
  local def = game.def(id)
  if def and def.kind == "attack" then return def end
  return nil
end

--- Chance that a d20 strike with `bonus` reaches `defence` (1 always misses, 20 always hits).
local function hit_chance(defence, bonus)
  local need = num(defence) - num(bonus)
  local p = (21 - need) / 20
  if p < 0.05 then p = 0.05 end
  if p > 0.95 then p = 0.95 end
  return p
end

local function has_condition(game, f, cond) return (effects.has(game, f, cond)) == true end

--- Expected worth of hitting enemy `t` with `def` from `a`: damage weighed by the chance, with a
--- bonus when it can kill.
local function strike_value(game, a, t, def)
  local dmg = num(def.damage)
  if has_condition(game, t, "vulnerable") then dmg = dmg + 3 end
  if has_condition(game, t, "toughened") then dmg = dmg - 3 end
  local defence = num(t.defence)
  if has_condition(game, t, "exposed") then defence = defence - 3 end
  if has_condition(game, t, "protected") then defence = defence + 3 end
  local bonus = def.benefit and def.benefit.bonus or 0
  local p = hit_chance(defence, bonus)
  local v = p * math.max(0, dmg) + 0.5 * #(def.effects or {})
  if dmg >= num(t.hp) then v = v + 30 * p end
  v = v + 5 * (1 - hp_ratio(t))
  return v
end

--- Value of one target choice (a `valid_targets` entry) of attack `def` by `a`.
local function target_value(game, a, def, choice)
  local kind = def.target or "enemy"
  if choice.door then return 0.5 end
  if choice.area or choice.line then
    local squares = choice.area and board.area(game, choice.area) or choice.line
    local v = 0
    for _, s in ipairs(squares) do
      if choice.line or board.distance(a.at, s) <= (def.range or 1) then
        local f = board.combatant_at(game, s)
        if f and f.side ~= a.side then
          v = v + strike_value(game, a, f, def)
        elseif f and choice.area then
          v = v - 0.8 * num(def.damage)
        end
      end
    end
    return v
  end
  local t = choice.figure
  if t == nil then return 0 end
  if kind == "ally" or kind == "self" or kind == "dead_ally" or t.side == a.side then
    if kind == "dead_ally" then return 40 end
    if t.side ~= a.side then return 0 end
    return 20 * (1 - hp_ratio(t)) -- worth it only on the hurt
  end
  return strike_value(game, a, t, def)
end

--- The best worth of declaring attack `id` for `f` now (0 when it has no useful target).
local function attack_worth(game, f, id)
  local def = attack_def(game, f, id)
  if def == nil then return 0 end
  local best = 0
  local ok, valid = pcall(attack.valid_targets, game, f, def, {})
  if not ok then return 0 end
  for _, v in ipairs(valid) do
    local w = target_value(game, f, def, v)
    if w > best then best = w end
  end
  if (def.target == "enemy" or def.target == "any") and (def.up_to or 1) > 1 then
    -- several targets: the sum of the best few
    local ws = {}
    for _, v in ipairs(valid) do
      if v.figure and v.figure.side ~= f.side then ws[#ws + 1] = target_value(game, f, def, v) end
    end
    table.sort(ws, function(x, y) return x > y end)
    local sum = 0
    for i = 1, math.min(#ws, def.up_to) do
      sum = sum + ws[i]
    end
    if sum > best then best = sum end
  end
  if def.tier == "special" then best = best * 1.1 end
  return best
end

--- A turn's action choice (`turn N: HERO ...`).
local function suggest_turn(game, spec, f)
  local attack_i, attack_w = nil, 1
  local move_i, prime_i, pass_i
  for i, o in ipairs(spec.options) do
    if o.attack then
      local w = attack_worth(game, f, o.attack)
      if w > attack_w then
        attack_i, attack_w = i, w
      end
    elseif o.move then
      move_i = i
    elseif o.prime_move then
      prime_i = i
    elseif o.pass then
      pass_i = i
    end
  end
  if attack_i then return attack_i end
  local ranged = is_ranged_figure(game, f)
  local placed = (ranged and target_from(game, f, f.at, reach_of(game, f)))
    or (not ranged and #board.enemies_adjacent(game, f) > 0)
  if not placed then
    if move_i then return move_i end
    if prime_i and #board.combatants(game, { enemy_of = f }) > 0 then return prime_i end
  end
  return pass_i or #spec.options
end

--- A movement point (`step`, `teleport`, `open`, `pick`, `aid`, `stop`; also `benefit`).
local function suggest_move(game, spec, f)
  local stop = index_of(spec, function(o) return o.key:match("^stop ") or o.key == "benefit stop" end)
  -- Things worth a point on the way: picking up a flask, reviving a fallen ally.
  local pick = index_of(spec, function(o) return o.pick ~= nil end)
  if pick then return pick end
  local aid = index_of(spec, function(o) return o.aid ~= nil end)
  if aid and num(f.hp) > 35 then return aid end
  local ranged = is_ranged_figure(game, f)
  local range = reach_of(game, f)
  if
    stop and ((ranged and target_from(game, f, f.at, range)) or (not ranged and #board.enemies_adjacent(game, f) > 0))
  then
    return stop
  end
  local goals = goal_squares(game, f)
  local field = distance_field(game, goals)
  local here = field[f.at] or math.huge
  local best_i, best_d = nil, here
  for i, o in ipairs(spec.options) do
    local to = (o.step and o.step.to) or o.teleport
    if to then
      local d = field[to] or math.huge
      if o.step and o.step.lava then d = d + 2 end
      if board.terrain(game, to) == "lava" then d = d + 1 end
      if d < best_d then
        best_i, best_d = i, d
      end
    end
  end
  if best_i then return best_i end
  local open = index_of(spec, function(o) return o.door ~= nil or o.chest ~= nil end)
  if open and here == math.huge then return open end
  local chest = index_of(spec, function(o) return o.chest ~= nil end)
  if chest then return chest end
  if stop then return stop end
  -- Must leave an ally's square: any step.
  return index_of(spec, function(o) return o.step ~= nil end) or 1
end

--- Declaring a target: the best valued option; `done` only when nothing is worth it.
local function suggest_target(game, spec, side)
  local a = figure_or_nil(game, spec.prompt:match("^([%w_]+):"))
  local done = key_index(spec, "done")
  if a == nil then return (done and done > 1) and 1 or (done or 1) end
  local name = spec.prompt:match(": (.-) — declare a target") or ""
  local def = nil
  if name == "Basic Attack" then
    def = attack_def(game, a, "basic")
  elseif name == "Reaction Attack" then
    def = attack.def_of(game, a, "reaction")
  else
    for _, c in ipairs(game.cards({ holder = a })) do
      if c.def and c.def.kind == "attack" and (c.def.name == name or c.card == name) then def = c.def end
    end
  end
  def = def or { target = "enemy", damage = num(a.basic), range = reach_of(game, a) }
  local best_i, best_w = nil, 0
  for i, o in ipairs(spec.options) do
    if o.key ~= "done" then
      local w = target_value(game, a, def, o)
      if w > best_w then
        best_i, best_w = i, w
      end
    end
  end
  return best_i or done or 1
end

--- Picks among options naming figures: lowest HP ratio of `side`'s allies (heal) or enemies.
local function pick_figure(spec, side, want_ally)
  local best_i, best_r = nil, math.huge
  for i, o in ipairs(spec.options) do
    local f = o.figure
    if f and f.hp ~= nil and ((f.side == side) == want_ally) then
      local r = want_ally and hp_ratio(f) or num(f.hp)
      if r < best_r then
        best_i, best_r = i, r
      end
    end
  end
  return best_i
end

local function suggest_inner(game, side)
  local spec = game.pending()
  if spec == nil or type(spec.options) ~= "table" or #spec.options == 0 then return 1 end
  local prompt = spec.prompt or ""
  local first = spec.options[1].key or ""

  if prompt:match("^turn %d+:") then
    local f = figure_or_nil(game, prompt:match("^turn %d+: ([%w_]+)"))
    if f then return suggest_turn(game, spec, f) end
  end
  if prompt:find(" moves (", 1, true) or prompt:find("may move (benefit", 1, true) then
    local f = figure_or_nil(game, first_word_id(prompt))
    if f and f.on_board then return suggest_move(game, spec, f) end
  end
  if prompt:find("declare a target", 1, true) then return suggest_target(game, spec, side) end
  -- A scroll window on another team's turn (scrolls.lua): kept for the team's own turns.
  if key_index(spec, "no scroll") then return key_index(spec, "no scroll") end
  -- Always react, interrupt, crit and focus when offered.
  local yes = prefix_index(spec, "react ")
    or prefix_index(spec, "interrupt ")
    or key_index(spec, "crit yes")
    or key_index(spec, "focus yes")
  if yes then return yes end
  if first:match("^push ") then
    -- Push an enemy into lava when possible, else as far as it goes.
    local lava = index_of(spec, function(o) return o.to and board.terrain(game, o.to) == "lava" end)
    return lava or index_of(spec, function(o) return o.to ~= nil end) or 1
  end
  if first:match("^effect on ") or first:match("^heal ") or first:match("^scroll on ") then
    return pick_figure(spec, side, true) or pick_figure(spec, side, false) or 1
  end
  if first:match("^splash ") then return pick_figure(spec, side, false) or 1 end
  if first:match("^next ") then
    -- Coop: the hero that can already strike acts first, else the one nearest to a foe.
    local best_i, best_d = 1, math.huge
    for i, o in ipairs(spec.options) do
      local f = o.figure
      if f and f.on_board and f.side == "heroes" then
        local d = math.huge
        for _, e in ipairs(board.combatants(game, { enemy_of = f })) do
          local x = board.distance(f.at, e.at) - reach_of(game, f)
          if x < d then d = x end
        end
        if d < best_d then
          best_i, best_d = i, d
        end
      end
    end
    return best_i
  end
  if first:match("^buy ") or key_index(spec, "done") then
    return prefix_index(spec, "buy ") or key_index(spec, "done") or 1
  end
  -- Ties the players break for the foes (golden rule): the hero best able to take it.
  local most_i, most_hp = nil, -math.huge
  for i, o in ipairs(spec.options) do
    local f = type(o.item) == "table" and o.item.hp ~= nil and o.item or nil
    if f and f.side == "heroes" and num(f.hp) > most_hp then
      most_i, most_hp = i, num(f.hp)
    end
  end
  if most_i then return most_i end
  return 1
end

--- The index (from 1) of a sensible option for the pending choice; never fails.
function ai.suggest(game, side)
  local spec = game.pending()
  local n = spec and type(spec.options) == "table" and #spec.options or 0
  local ok, i = pcall(suggest_inner, game, side)
  if ok and math.type(i) == "integer" and i >= 1 and i <= n then return i end
  return 1
end

--- Whether greedy and search should fork the game for the pending choice: every choice but
--- those of a draft's set-up (`setup: draft`, before the first turn). A lookahead plays on to
--- the end of the turn, and in the set-up that is the end of the whole draft: each option of
--- each of its dozens of questions was a playout of all the questions left (a greedy game of
--- the Open Arena had not ended after ten minutes of CPU; it takes 2.6 s without).
--- The draft follows ai.suggest instead.
function ai.lookahead(game, side)
  if game.scenario.setup == "draft" and game.vars.turn == nil then return false end
  return true
end

-- Test probe ---------------------------------------------------------------------------------

--- Tests only (scenario key `ai_probe: true`): records what the queries answer at each choice
--- in game variables `ai suggest`, `ai key`, `ai eval SIDE` (rounded), `ai invariant` (first
--- broken).
function ai.probe(game, spec)
  local i = ai.suggest(game, spec.side)
  game.vars["ai suggest"] = i
  game.vars["ai key"] = spec.options[i] and spec.options[i].key or nil
  for _, s in ipairs({ "white", "black", "heroes", "foes" }) do
    game.vars["ai eval " .. s] = math.floor(ai.evaluate(game, s) + 0.5) -- vars hold integers
  end
  local broken = ai.invariants(game) or {}
  game.vars["ai invariant"] = broken[1] and (broken[1].kind .. ": " .. broken[1].message) or nil
end

return ai
