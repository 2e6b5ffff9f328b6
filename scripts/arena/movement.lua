-- The move action point by point (ATC 3.3): steps (8 ways, allies passable but never ended on,
-- enemies, obstacles and barriers never), sidestep (3.3.2), portal teleport (6.3.3), doors and
-- chests (6.1.2, 6.2.2), first aid (3.3.4); swamp costs (6.3.4), lava once per turn (6.3.1),
-- reaction attacks on leaving (4.1.4), benefit movement (4.3.2) and forced movement (5.4.3).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, type, tostring, tonumber, math, table, require =
  ipairs, pairs, type, tostring, tonumber, math, table, require

local board = require("arena.board")
local effects = require("arena.effects")
local rulebook = require("arena.rulebook")

local movement = {}

local function turn(game) return game.vars.turn or 0 end

--- Lava's damage: coop difficulty (`lava_damage` game variable), the scenario's, else 4.
function movement.lava_damage(game) return game.vars.lava_damage or game.scenario.lava_damage or 4 end

--- First aid's HP transfer: coop difficulty (`aid_drawback`), else 20 (3.3.4).
function movement.aid_cost(game) return game.vars.aid_drawback or 20 end

--- Lava damage (4, once per turn per combatant). Returns whether it was dealt.
function movement.lava(game, f)
  if f.dead or f.lava_turn == turn(game) then return false end
  f.lava_turn = turn(game)
  effects.damage(game, f, movement.lava_damage(game), nil, nil, "lava")
  effects.check_deaths(game, nil)
  return true
end

--- Cost and hazards of one step from `from` to `to` (no legality test): cost 1, 2 into swamp or
--- diagonally across a swamp corner; lava when entering lava from a non-lava square or crossing
--- a lava corner.
function movement.step_cost(game, from, to)
  local corner = board.corner_terrain(game, from, to)
  local t = board.terrain(game, to)
  local cost = 1
  if t == "swamp" or corner.swamp then cost = 2 end
  local lava = (t == "lava" or corner.lava) and board.terrain(game, from) ~= "lava"
  return cost, lava
end

--- Whether `f` may pass through square `to` from `from` (one 8-way step): inside, not a
--- barrier, no diagonal through a barrier corner, no enemy or obstacle there.
function movement.passable(game, f, from, to)
  if not board.walkable(game, to) then return false end
  if not game.close(from, to) then return false end
  return game.crowding(to, f) ~= "blocked"
end

--- Whether `f` may end a movement on `to` (nobody there; itself is fine).
function movement.can_end(game, f, to)
  for _, o in ipairs(game.figures({ at = to })) do
    if o ~= f then return false end
  end
  return true
end

--- The ordinary steps `f` may take with `left` points: {to, cost, lava}. The kernel lists them
--- from the ruleset's `terrain:` costs (ruleset.yaml): passable squares (movement.passable),
--- their cost and lava as movement.step_cost says, and an ally's square only with a point
--- left to leave it.
function movement.steps(game, f, left) return game.terrain_steps(f, left) end

--- Sidestep targets (3.3.2): one square a single point reaches, free or an ally (swap), not
--- swamp, not through a barrier corner.
function movement.sidesteps(game, f)
  local out = {}
  -- The kernel's passable single steps (two points: an ally's square too); a one-point step
  -- is never into swamp nor across its corner.
  for _, s in ipairs(game.terrain_steps(f, 2)) do
    if s.cost == 1 then
      local n = s.to
      local ally = board.combatant_at(game, n)
      if ally == nil and movement.can_end(game, f, n) then
        out[#out + 1] = { to = n }
      elseif ally and ally.side == f.side then
        out[#out + 1] = { to = n, swap = ally }
      end
    end
  end
  return out
end

--- Teleport destinations (6.3.3): free squares of another portal tile.
function movement.teleports(game, f)
  local here = board.portal_group(game, f.at)
  if here == nil then return {} end
  local out = {}
  for _, s in ipairs(board.portal_squares(game)) do
    if board.portal_group(game, s) ~= here and movement.can_end(game, f, s) then out[#out + 1] = s end
  end
  return out
end

--- Moves `f` to `to` as one point of kind `kind`; raises move_step/moved, applies lava.
--- Returns false when a handler cancelled it.
local function do_step(game, f, to, kind, lava)
  local from = f.at
  local e = game.emit(
    "move_step",
    { figure = f, from = from, to = to, kind = kind, cost = 1, detail = f.id .. " " .. kind .. " " .. to }
  )
  if e.cancelled then return false end
  game.move(f, to)
  game.emit("moved", { figure = f, from = from, to = to, kind = kind })
  if lava then movement.lava(game, f) end
  return true
end

--- The reaction window a step of `f` out of its square opens (4.1.4), for game.reactions:
--- each enemy adjacent to it, in turn (`listed`), may strike once, while `f` stands; nil when
--- none is adjacent or `f` is Hastened (it incites none). Each reactor `{key, enemy}`; the
--- rules' probe `incite_holds` (movement.incite_holds) keeps the window open.
function movement.incitement(game, f)
  if effects.has(game, f, "hastened") then return nil end
  local list = {}
  for _, e in ipairs(board.enemies_adjacent(game, f)) do
    list[#list + 1] = { key = "react " .. e.id, enemy = e }
  end
  if #list == 0 then return nil end
  return { listed = true, reactors = list, holds = "incite_holds", rule = rulebook.reaction }
end

--- Whether reactions incited by `f` go on: only while it stands.
function movement.incite_holds(game, f) return not f.dead and f.on_board end

--- The question whether enemy `e` makes its reaction attack on `f`, or nil when it may not
--- (it reacted this turn, died, or is no longer adjacent).
function movement.reaction_question(game, f, e)
  if e.reacted_turn == turn(game) or e.dead or not board.adjacent(game, e.at, f.at) then return nil end
  return {
    side = e.side,
    prompt = e.id .. " may make a reaction attack on " .. f.id,
    options = { { key = "react " .. e.id, react = true }, { key = "no react " .. e.id } },
    rule = rulebook.reaction,
  }
end

--- Whether `e` is played by the automation (co-op's villains, side `foes`: nobody sits there,
--- ATC 10.2.3), so its reaction attacks are not asked of anyone: a reaction attack costs the
--- villain nothing and only harms a hero, so the automation always makes it.
function movement.automated(game, e) return e.side == "foes" end

--- The answer to movement.reaction_question carried out; returns whether `e` reacted.
function movement.reaction_pick(game, f, e, pick)
  if not pick.react then return false end
  e.reacted_turn = turn(game)
  require("arena.attack").reaction(game, e, f)
  return true
end

--- Reaction attacks incited by `f` (4.1.4), asked and carried out at once (a match's move
--- action runs them as a reaction window instead: pvp.lua's `pvp_incited`). Returns how many
--- reacted.
function movement.incite(game, f)
  local w = movement.incitement(game, f)
  if w == nil then return 0 end
  local reacted = 0
  for _, r in ipairs(w.reactors) do
    if not movement.incite_holds(game, f) then break end
    local q = movement.reaction_question(game, f, r.enemy)
    local pick = q and (movement.automated(game, r.enemy) and { react = true } or game.choose(q))
    if pick and movement.reaction_pick(game, f, r.enemy, pick) then reacted = reacted + 1 end
  end
  return reacted
end

--- Points lost to reaction attacks not yet taken from a move action.
local function take_debt(f)
  local d = f.mp_debt or 0
  f.mp_debt = nil
  return d
end

--- Takes the points lost to reactions from `left`; a figure crossing an ally's square keeps
--- the one point it needs to leave it (the loss then waits for its next move action).
local function pay_debt(game, f, left)
  local d = f.mp_debt or 0
  if d == 0 then return left end
  local keep = movement.can_end(game, f, f.at) and 0 or 1
  local paid = math.min(d, math.max(0, left - keep))
  f.mp_debt = d - paid > 0 and (d - paid) or nil
  return left - paid
end

--- First aid options (3.3.4): adjacent dead allies' squares of death.
function movement.aid_targets(game, f)
  local out = {}
  if not game.side(f.side).special_ready then return out end
  if (game.side(f.side).aid or 0) <= 0 or (f.hp or 0) < movement.aid_cost(game) + 1 then return out end
  for _, d in ipairs(board.combatants(game, { dead = true, ally_of = f })) do
    if d.died_at and board.distance(f.at, d.died_at) <= 1 then out[#out + 1] = d end
  end
  return out
end

--- Dropped artifacts `f` may pick up and equip (ATC 7.1, 3.3.3): on its square or adjacent,
--- dropped by a teammate, and `f` bears no artifact.
function movement.artifacts_near(game, f)
  local out = {}
  if f.artifact then return out end
  local squares = { f.at }
  for _, n in ipairs(board.neighbours(game, f.at)) do
    squares[#squares + 1] = n
  end
  for _, sq in ipairs(squares) do
    if game.vars["artifact " .. sq] and game.vars["artifact_side " .. sq] == f.side then out[#out + 1] = sq end
  end
  return out
end

--- Scrolls `f` may pick up (1 MP, ATC 7.2): those a dead ally still bears, when `f` stands on
--- or next to its square of death. One option per dead ally and scroll card.
function movement.scrolls_near(game, f)
  local out, seen = {}, {}
  for _, d in ipairs(board.combatants(game, { side = f.side, alive = false })) do
    if d.dead and d.died_at and (d.died_at == f.at or board.adjacent(game, f.at, d.died_at)) then
      for _, c in ipairs(d:cards()) do
        local key = "take " .. f.id .. " " .. c.card .. " " .. d.id
        if c.def.kind == "scroll" and not seen[key] then
          seen[key] = true
          out[#out + 1] = { key = key, card = c, from = d }
        end
      end
    end
  end
  return out
end

--- `f` picks up and equips the first artifact lying on `sq` (1 MP, no reactions); its powers
--- work at once (stats added).
function movement.take_artifact(game, f, sq)
  local key = "artifact " .. sq
  local ids = {}
  for id in tostring(game.vars[key] or ""):gmatch("%d+") do
    ids[#ids + 1] = tonumber(id)
  end
  if #ids == 0 then return false end
  local c = game.card(table.remove(ids, 1))
  game.vars[key] = #ids > 0 and table.concat(ids, ",") or nil
  if #ids == 0 then game.vars["artifact_side " .. sq] = nil end
  game.move_card(c, f)
  f.artifact = c.card
  require("arena.rules").add_stats(game, f)
  game.emit("artifact_picked", { figure = f, at = sq, card = c, detail = f.id .. " " .. c.card .. " " .. sq })
  return true
end

--- Revives dead `d` at its square of death or the nearest free square (choice of `by`'s side).
--- `reach`, for a revive an attack makes: the square must also be within that many squares of
--- `by` and in its vision (ATC 5.4.2, p.24). False when no square is allowed.
function movement.revive(game, d, by, hp, near, reach)
  near = near or d.died_at
  local function allowed(s)
    if not (board.walkable(game, s) and movement.can_end(game, d, s)) then return false end
    return reach == nil or (board.distance(by.at, s) <= reach and board.sees(game, by.at, s))
  end
  local at = near
  if not allowed(at) then
    local best, options = nil, {}
    for r = 1, 24 do
      local w, h = board.size(game)
      local x0, y0 = board.xy(near)
      for y = math.max(1, y0 - r), math.min(h, y0 + r) do
        for x = math.max(1, x0 - r), math.min(w, x0 + r) do
          local s = board.sq(x, y)
          if board.distance(near, s) == r and allowed(s) then
            options[#options + 1] = { key = "revive at " .. s, at = s }
          end
        end
      end
      if #options > 0 then break end
    end
    if #options == 0 then return false end
    best = #options == 1 and options[1]
      or game.choose({
        side = by and by.side or d.side,
        prompt = "where does " .. d.id .. " revive?",
        options = options,
        rule = rulebook.revive,
      })
    at = best.at
  end
  game.place(d, at)
  d.dead = nil
  d.hp = math.min(hp, d.max_hp or hp)
  game.emit("revived", { figure = d, by = by, at = at, detail = d.id .. " " .. at })
  return true
end

--- The interactive move action of `f` (3.3). `opts.points` overrides the movement stat (a
--- prime move joining a swamp point); `opts.prime_left` (true when the prime action is still
--- unused) lets a last point join a second move action to enter swamp (6.3.4).
--- Returns {spent = points spent, used_prime = bool}.
--- The state of a move action about to start: `{left, spent, used_prime}` (movement points
--- left once a debt from a reaction is paid, points spent, whether the prime move joined it).
function movement.move_start(game, f, opts)
  opts = opts or {}
  local full = opts.points or f.movement or 4
  return { left = full - take_debt(f), spent = 0, used_prime = false }
end

--- The question of one point of a move action (a step, a sidestep, a one-point action or the
--- stop) on `st` (from movement.move_start), or nil when the move action is over.
function movement.point_question(game, f, st, opts)
  opts = opts or {}
  if not (st.left > 0 and f.on_board and not f.dead) then return nil end
  local options = {}
  local here_ok = movement.can_end(game, f, f.at)
  if here_ok then options[#options + 1] = { key = "stop " .. f.id, label = "end the move action" } end
  local steps = movement.steps(game, f, st.left)
  if opts.prime_left and st.left == 1 and not st.used_prime then
    for _, s in ipairs(movement.steps(game, f, 2)) do
      if s.cost == 2 then
        s.join = true
        steps[#steps + 1] = s
      end
    end
  end
  for _, s in ipairs(steps) do
    options[#options + 1] = {
      key = "step " .. f.id .. " " .. s.to,
      step = s,
      label = "step to " .. s.to .. " (" .. s.cost .. " MP" .. (s.join and ", joins the prime move" or "") .. ")",
    }
  end
  if st.spent == 0 and st.left >= (f.movement or 4) and not effects.has(game, f, "slowed") then
    for _, s in ipairs(movement.sidesteps(game, f)) do
      options[#options + 1] = { key = "sidestep " .. f.id .. " " .. s.to, side_step = s }
    end
  end
  for _, s in ipairs(movement.teleports(game, f)) do
    options[#options + 1] = { key = "teleport " .. f.id .. " " .. s, teleport = s }
  end
  -- One-point actions that leave the mover where it stands: not while it stands on an ally's
  -- square with its last point (it must keep that point to leave, ATC 3.3.1).
  if here_ok or st.left > 1 then
    for _, n in ipairs(board.neighbours(game, f.at)) do
      local door = board.door_at(game, n)
      if door and not game.vars["door_locked " .. door] then
        options[#options + 1] = { key = "open " .. f.id .. " " .. n, door = door }
      end
      local o = board.obstacle_at(game, n)
      if o and o.card and (game.def(o.card) or {}).opens then
        options[#options + 1] = { key = "open " .. f.id .. " " .. n, chest = o }
      end
    end
    if game.scenario.mode == "coop" then
      for _, sq in ipairs(require("arena.coop").pickups(game, f)) do
        options[#options + 1] = { key = "pick " .. f.id .. " " .. sq, pick = sq }
      end
    end
    for _, d in ipairs(movement.aid_targets(game, f)) do
      options[#options + 1] = { key = "aid " .. f.id .. " " .. d.id, aid = d }
    end
    for _, sq in ipairs(movement.artifacts_near(game, f)) do
      options[#options + 1] = { key = "equip " .. f.id .. " " .. sq, artifact = sq }
    end
    for _, s in ipairs(movement.scrolls_near(game, f)) do
      options[#options + 1] =
        { key = s.key, scroll = s, label = "pick up " .. s.card.card .. " from " .. s.from.id .. " (1 MP)" }
    end
    if game.scenario.mode == "coop" then
      for _, t in ipairs(require("arena.coop").transfers(game, f)) do
        options[#options + 1] = {
          key = t.key,
          transfer = t,
          label = "hand " .. t.card.card .. " to " .. t.to.id .. " (1 MP, ATC 10.2.4.1)",
        }
      end
    end
  end
  if #options == 0 then return nil end
  return { side = f.side, prompt = f.id .. " moves (" .. st.left .. " MP)", options = options, rule = rulebook.move }
end

--- Step `s` (an option's `step` of movement.point_question) of `f` on `st` (updated), once
--- the reactions it incited are over: when any enemy `reacted`, `f` stays and loses the
--- points they cost it, else it steps. Returns false when the step was cancelled.
function movement.step_taken(game, f, st, s, reacted)
  if reacted then
    st.left = pay_debt(game, f, st.left)
    return true
  end
  if s.join then
    st.used_prime = true
    st.left = st.left + (f.movement or 4)
  end
  if not do_step(game, f, s.to, "step", s.lava) then return false end
  st.left = st.left - s.cost
  st.spent = st.spent + s.cost
  return true
end

--- The rest of a point of a move action after its option was carried out: the points lost to
--- reactions are taken. Returns whether the move action goes on (always).
function movement.point_done(game, f, st)
  if f.on_board then st.left = pay_debt(game, f, st.left) end
  return true
end

--- Carries out the option picked of movement.point_question on `st` (updated). Returns
--- whether the move action goes on.
function movement.point_pick(game, f, st, pick)
  if pick.step then
    -- Leaving a square next to an enemy incites reactions; the declaration then resets.
    local reacted = #board.enemies_adjacent(game, f) > 0 and movement.incite(game, f) > 0
    if not movement.step_taken(game, f, st, pick.step, reacted) then return false end
  elseif pick.side_step then
    local s = pick.side_step
    local from = f.at
    local e = game.emit(
      "move_step",
      { figure = f, from = from, to = s.to, kind = "sidestep", cost = st.left, detail = f.id .. " sidestep " .. s.to }
    )
    if not e.cancelled then
      if s.swap then
        game.remove(s.swap)
        game.move(f, s.to)
        game.place(s.swap, from)
      else
        game.move(f, s.to)
      end
      game.emit("moved", { figure = f, from = from, to = s.to, kind = "sidestep" })
      local _, lava = movement.step_cost(game, from, s.to)
      if lava then movement.lava(game, f) end
      if s.swap and board.terrain(game, from) == "lava" and board.terrain(game, s.to) ~= "lava" then
        movement.lava(game, s.swap)
      end
    end
    st.spent = st.spent + st.left
    st.left = 0
  elseif pick.teleport then
    if do_step(game, f, pick.teleport, "teleport", false) then
      if board.terrain(game, pick.teleport) == "lava" then movement.lava(game, f) end
    end
    st.left = st.left - 1
    st.spent = st.spent + 1
  elseif pick.door then
    board.open_door(game, pick.door, f, false)
    st.left = st.left - 1
    st.spent = st.spent + 1
  elseif pick.chest then
    local o = pick.chest
    local at = o.at
    local contents = (game.scenario.obstacles or {})[at]
    contents = type(contents) == "table" and contents.card or contents
    game.remove(o)
    if contents and game.def(contents) then game.give(contents, f) end
    game.emit("chest_opened", { figure = f, at = at, contents = contents, detail = f.id .. " " .. at })
    -- co-op: an opened chest also heals its opener by the difficulty's amount (ATC 11)
    if game.scenario.mode == "coop" and (game.vars.chest_heal or 0) > 0 then
      effects.heal(game, f, game.vars.chest_heal, "chest")
    end
    st.left = st.left - 1
    st.spent = st.spent + 1
  elseif pick.pick then
    require("arena.coop").pick(game, f, pick.pick)
    st.left = st.left - 1
    st.spent = st.spent + 1
  elseif pick.transfer then
    require("arena.coop").transfer(game, f, pick.transfer)
    st.left = st.left - 1
    st.spent = st.spent + 1
  elseif pick.artifact then
    movement.take_artifact(game, f, pick.artifact)
    st.left = st.left - 1
    st.spent = st.spent + 1
  elseif pick.scroll then
    game.move_card(pick.scroll.card, f)
    game.log(f.id .. " picks up " .. pick.scroll.card.card .. " from " .. pick.scroll.from.id)
    -- Picked up, it counts again towards the team's three (ATC 7.2).
    require("arena.draft").discard_down(game, f.side)
    st.left = st.left - 1
    st.spent = st.spent + 1
  elseif pick.aid then
    local d = pick.aid
    board.flip_token(game, f.side)
    game.side(f.side).aid = game.side(f.side).aid - 1
    effects.damage(game, f, movement.aid_cost(game), f, nil, "aid", 1)
    if movement.revive(game, d, f, 20) then
      -- Revived with no Special Attacks available (3.3.4).
      for _, c in ipairs(d:cards()) do
        if c.def.kind == "attack" and c.def.tier == "special" then c.spent = true end
      end
    end
    st.left = st.left - 1
    st.spent = st.spent + 1
  else
    return false
  end
  return movement.point_done(game, f, st)
end

--- One choice of a move action, asked and carried out at once (see movement.point_question).
--- Returns whether the move action goes on.
function movement.move_point(game, f, st, opts)
  local q = movement.point_question(game, f, st, opts)
  if q == nil then return false end
  return movement.point_pick(game, f, st, game.choose(q))
end

--- A whole move action (3.3) at once; returns `{spent, used_prime}`. (A match runs it as
--- steps instead: pvp.lua's `pvp_move`.)
function movement.move_action(game, f, opts)
  local st = movement.move_start(game, f, opts)
  while movement.move_point(game, f, st, opts) do
  end
  return { spent = st.spent, used_prime = st.used_prime }
end

--- One point of movement `f` takes on its own, outside a move action (used by automation and
--- benefits): no reactions. Returns false when refused.
function movement.step(game, f, to)
  if not movement.passable(game, f, f.at, to) then return false end
  local _, lava = movement.step_cost(game, f.at, to)
  return do_step(game, f, to, "step", lava)
end

--- Benefit movement (4.3.2 "You may move up to X squares"): allies passable, never ended on,
--- no reactions, not when Slowed. Keys `benefit SQUARE` / `benefit stop`.
function movement.benefit_move(game, f, n)
  if effects.has(game, f, "slowed") then return end
  local left = n
  while left > 0 and f.on_board and not f.dead do
    local options = {}
    if movement.can_end(game, f, f.at) then options[1] = { key = "benefit stop" } end
    for _, s in ipairs(movement.steps(game, f, left)) do
      options[#options + 1] = { key = "benefit " .. s.to, step = s }
    end
    if #options == 0 then break end
    local pick = game.choose({
      side = f.side,
      prompt = f.id .. " may move (benefit, " .. left .. " left)",
      options = options,
      rule = rulebook.benefit_move,
    })
    if not pick.step then break end
    if not do_step(game, f, pick.step.to, "step", pick.step.lava) then break end
    left = left - pick.step.cost
  end
end

--- Forced movement of `f` to an adjacent square `to` by `by` (5.4.3): ignores Slowed and
--- swamp costs, no reactions, never through enemies of `by` nor onto occupied squares at the
--- end (the caller checks the end). Lava applies.
function movement.force(game, f, to, by)
  local from = f.at
  local _, lava = movement.step_cost(game, from, to)
  local e = game.emit(
    "move_step",
    { figure = f, from = from, to = to, kind = "forced", cost = 0, detail = f.id .. " forced " .. to }
  )
  if e.cancelled then return false end
  game.move(f, to)
  game.emit("moved", { figure = f, from = from, to = to, kind = "forced" })
  if lava then movement.lava(game, f) end
  return true
end

--- Squares a forced step of `f` may go to, pushed by `by` (away from `origin`).
function movement.push_steps(game, f, by, origin)
  local out = {}
  local d0 = board.distance(origin, f.at)
  for _, n in ipairs(board.neighbours(game, f.at)) do
    if board.walkable(game, n) and game.close(f.at, n) and board.distance(origin, n) > d0 then
      local o = board.combatant_at(game, n)
      local blocked = board.obstacle_at(game, n) ~= nil or (o ~= nil and o.side ~= by.side and o ~= f)
      if not blocked then out[#out + 1] = n end
    end
  end
  return out
end

--- Pushes `f` up to `n` squares away from `by` (the pusher's side chooses each square);
--- the push stops where it could not end.
function movement.push(game, f, n, by)
  local origin = by.at
  for _ = 1, n do
    if f.dead or not f.on_board then return end
    local options = {}
    if movement.can_end(game, f, f.at) then options[1] = { key = "push stop" } end
    for _, s in ipairs(movement.push_steps(game, f, by, origin)) do
      local room = movement.can_end(game, f, s)
      if room then options[#options + 1] = { key = "push " .. s, to = s } end
    end
    if #options <= 1 then
      if #options == 1 and options[1].to then movement.force(game, f, options[1].to, by) end
      return
    end
    local pick = game.choose({ side = by.side, prompt = "push " .. f.id, options = options, rule = rulebook.push })
    if not pick.to then return end
    movement.force(game, f, pick.to, by)
  end
end

--- Cheapest legal endings of a move action of `mp` points, for automation:
--- {[square] = {cost =, harm = lava damage taken}} (no reactions counted).
function movement.paths(game, f, mp)
  local best = { [f.at] = { cost = 0, harm = 0 } }
  local frontier = { f.at }
  local origin = f.at
  while #frontier > 0 do
    table.sort(
      frontier,
      function(a, b) return best[a].cost < best[b].cost or (best[a].cost == best[b].cost and a < b) end
    )
    local at = table.remove(frontier, 1)
    local cur = best[at]
    for _, n in ipairs(board.neighbours(game, at)) do
      if movement.passable(game, f, at, n) then
        local cost, lava = movement.step_cost(game, at, n)
        local c = cur.cost + cost
        local harm = cur.harm
        if lava and harm == 0 then harm = movement.lava_damage(game) end
        if c <= mp and (best[n] == nil or best[n].cost > c) then
          best[n] = { cost = c, harm = harm }
          frontier[#frontier + 1] = n
        end
      end
    end
  end
  local out = {}
  for s, v in pairs(best) do
    if s == origin or movement.can_end(game, f, s) then out[s] = v end
  end
  return out
end

return movement
