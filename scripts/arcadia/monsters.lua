-- Monsters (rulebook p.19-23): level bands, Guard and Payback reactions, monster attacks,
-- Overkill, villain rewards and the spawn tile. The rules call these at fixed points.
--
-- Every decision about a monster belongs to the player to the right of the active player (the
-- previous guild in seating order), asked through game.choose. State lives in figure and game
-- variables (`band`, `dying`, `wounded_by`, `boxed`, game.vars.spawn_tile) so replays rebuild it.
--
-- attack.lua and rewards.lua require this module at load time, so it must not require them at
-- load time (that would be a require loop): it fetches them when first needed. (seats.lua
-- requires nothing.)

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, next, type, tostring, tonumber, error, pcall, rawget, math, table, require =
  ipairs, pairs, next, type, tostring, tonumber, error, pcall, rawget, math, table, require

local monsters = {}
local seats = require("arcadia.seats")
local rulebook = require("arcadia.rulebook")

local symbols -- the spawn roll's symbols (defined with the spawn tile below)
local SLOTS = 5 -- the spawn tile's slots (p.23); a scenario may say otherwise (`spawn: {slots: N}`)
local SYMBOLS = { crit = true, melee = true, ranged = true }

local function is_monster(f) return f.side == "monsters" end

--- A monster that can react: on the monsters' side with a monster card to attack with (a bare
--- figure of a geometry test scenario never reacts, nor does an object without attack dice such
--- as a Bloodstone: no Guard, no Payback, no attack).
local function reacts(game, f)
  local def = f.card and game.def(f.card)
  return is_monster(f) and f.on_board and def ~= nil and def.kind == "monster" and def.attack ~= nil
end

-- Card data -----------------------------------------------------------------------------------

--- The band of `levels` ("1", "2-3", ...) that holds scenario level `level`, or nil.
local function band_for(def, level)
  for name in pairs(def.levels) do
    local lo, hi = name:match("^(%d+)%-(%d+)$")
    if lo == nil then
      lo = name:match("^(%d+)$")
      hi = lo
    end
    if lo and level >= tonumber(lo) and level <= tonumber(hi) then return name end
  end
  return nil
end

--- The data a card plays with: for a monster card its holder's level band (set at setup), for
--- any other card its definition. Attack dice, type, defence and rerolls are read from here.
function monsters.band(card)
  local def = card.def
  if def.levels == nil then return def end
  local holder = card.holder
  local band = type(holder) == "table" and holder.band or nil
  return (band and def.levels[band]) or def
end

--- Read-only: what is wrong with the monster cards' data, as a list of texts (empty: nothing).
--- `levels` is optional (a monster without it plays its top-level numbers at every level); when
--- a card has it, it holds all four bands (p.19), each with whole stats and an attack, band "1"
--- equal to the top-level card (the published one) and bands 2+ marked provisional (our
--- design). `skirmish test` runs it through `rules.content_problems`.
function monsters.content_problems(game)
  local problems = {}
  local function bad(m) problems[#problems + 1] = m end
  local FIELDS = { "life", "overkill", "reward", "movement", "defence", "reroll" }
  for _, id in ipairs(game.card_ids("monster")) do
    local d = game.def(id)
    if d.levels ~= nil and type(d.levels) ~= "table" then
      bad(id .. ": levels must be a table of bands")
    elseif d.levels ~= nil then
      for _, band in ipairs({ "1", "2-3", "4-5", "6" }) do
        local b = d.levels[band]
        if type(b) ~= "table" then
          bad(id .. " " .. band .. ": band missing")
        else
          for _, k in ipairs(FIELDS) do
            if math.type(b[k]) ~= "integer" then bad(id .. " " .. band .. ": " .. k .. " is not a whole number") end
            if band == "1" and b[k] ~= d[k] then bad(id .. " 1: " .. k .. " differs from the top level") end
          end
          local a = b.attack
          if type(a) ~= "table" or math.type(a.dice) ~= "integer" or (a.type ~= "melee" and a.type ~= "ranged") then
            bad(id .. " " .. band .. ": attack needs whole dice and type melee or ranged")
          elseif
            band == "1"
            and (d.attack == nil or a.dice ~= d.attack.dice or a.type ~= d.attack.type or a.name ~= d.attack.name)
          then
            bad(id .. " 1: attack differs from the top level")
          end
          if band == "1" and b.provisional then bad(id .. " 1: level 1 is published, not provisional") end
          if band ~= "1" and b.provisional ~= true then bad(id .. " " .. band .. ": our design must be provisional") end
          if b.overkill and b.life and b.overkill <= b.life then bad(id .. " " .. band .. ": overkill <= life") end
        end
      end
    end
  end
  return problems
end

--- The monster card a monster figure holds (its attack card).
local function card_of(m)
  for _, c in ipairs(m:cards()) do
    if c.card == m.card then return c end
  end
  error("monster " .. m.id .. " holds no `" .. tostring(m.card) .. "` card")
end

--- The stats of a monster figure at its level: life, overkill, reward, movement, attack, ...
function monsters.stats(game, m) return monsters.band(card_of(m)) end

local function is_villain(game, m)
  local def = m.card and game.def(m.card)
  return def ~= nil and type(def.tier) == "string" and def.tier:find("villain", 1, true) ~= nil
end

-- Who decides --------------------------------------------------------------------------------

--- Guilds in seating order (seats.lua). Turns go clockwise (to the left), so the player to
--- the right of a guild is the one before it.
local function seating(game) return seats.shared(game) end

--- The player to the right of the active player: controls every monster (p.19).
function monsters.controller(game)
  local seats = seating(game)
  local active = game.vars.active
  for i, s in ipairs(seats) do
    if s == active then return seats[(i - 2) % #seats + 1] end
  end
  return seats[#seats]
end

--- The side that makes `f`'s decisions (its rerolls, its card choices).
function monsters.chooser(game, f)
  if is_monster(f) then return monsters.controller(game) end
  return f.side
end

-- Setup -----------------------------------------------------------------------------------------

--- The box's 5 spawn tokens (p.10 step 6), by their two symbols in alphabetical order.
monsters.SPAWN_BOX = { "crit+melee", "crit+ranged", "melee+melee", "melee+ranged", "ranged+ranged" }

--- Spawn tokens from the scenario: `spawn: {spots: [spaces]}` as printed (p.10 step 6: "Shuffle
--- face down the 5 Spawn tokens. Separate the number ... requested by the scenario and place
--- them in the spaces indicated"), dealt by monsters.setup into game variables `spawn token
--- KEY at`; or `spawn: {tokens: {"melee+ranged": c4, ...}}` fixing them (tests, tutorials).
--- Keyed by the two symbols in alphabetical order ("crit+melee").
local function spawn_tokens(game)
  local spec = game.scenario.spawn
  local out = {}
  if spec == nil then return out end
  if type(spec) ~= "table" then error("scenario `spawn:` must be a map (spots: or tokens:, slots:)") end
  if spec.spots ~= nil then
    for _, k in ipairs(monsters.SPAWN_BOX) do
      local at = game.vars["spawn token " .. k .. " at"]
      if at and not game.vars["spawn token " .. k .. " removed"] then out[k] = at end
    end
    return out
  end
  for key, at in pairs(spec.tokens or {}) do
    local a, b = tostring(key):match("^(%a+)%+(%a+)$")
    if not (a and SYMBOLS[a] and SYMBOLS[b]) then
      error(
        "scenario spawn token `" .. tostring(key) .. "`: name two attack die symbols (melee, ranged, crit) joined by +"
      )
    end
    if a > b then
      a, b = b, a
    end
    local k = a .. "+" .. b
    if out[k] then error("scenario spawn token `" .. k .. "` is listed twice") end
    local ok, space = pcall(game.close, tostring(at), tostring(at))
    if not (ok and space) then
      error("scenario spawn token `" .. k .. "`: `" .. tostring(at) .. "` is not a space of the board")
    end
    -- Close the Gate (scripts/arcadia/quests/close_gate.lua) takes tokens off the board.
    if not game.vars["spawn token " .. k .. " removed"] then out[k] = tostring(at) end
  end
  return out
end

--- The spawn tokens still on the board: symbol key ("crit+melee") -> space.
function monsters.spawn_tokens(game) return spawn_tokens(game) end

--- One spawn roll (two attack dice, no rerolls, no extra dice): the symbol key and the space of
--- the matching spawn token still on the board (nil when none matches).
function monsters.spawn_roll(game)
  local key = symbols(game.roll({ die = "attack", n = 2, explode = false, rerollable = false }))
  return key, spawn_tokens(game)[key]
end

local function slots(game)
  local spec = game.scenario.spawn
  local n = type(spec) == "table" and spec.slots or SLOTS
  if math.type(n) ~= "integer" or n < 1 then error("scenario `spawn: slots:` must be a whole number >= 1") end
  return n
end

--- Setup: each monster takes the stats of its level band (scenario `level:`, default 1; a figure
--- may give its own `level:`), and the spawn tile starts empty.
function monsters.setup(game)
  local level = game.scenario.level or 1
  for _, m in ipairs(game.figures()) do
    local def = m.card and game.def(m.card)
    if is_monster(m) and def and def.kind == "monster" then
      local own = game.scenario.figure(m.id)
      local lv = (own and own.level) or level
      if math.type(lv) ~= "integer" then error("monster " .. m.id .. ": level must be a whole number") end
      if def.levels then
        local band = band_for(def, lv)
        if band == nil then error("monster " .. m.id .. " (" .. m.card .. ") has no card for level " .. lv) end
        m.band = band
      end
      local s = monsters.stats(game, m)
      m.life, m.defence, m.movement = s.life or 1, s.defence or 0, s.movement or 1
    end
  end
  local spec = game.scenario.spawn
  if type(spec) == "table" and spec.spots ~= nil then
    if spec.tokens ~= nil then error("scenario `spawn:` takes `spots:` (dealt) or `tokens:` (fixed), not both") end
    if type(spec.spots) ~= "table" or #spec.spots > #monsters.SPAWN_BOX then
      error("scenario `spawn: spots:` must list at most " .. #monsters.SPAWN_BOX .. " spaces (the box's spawn tokens)")
    end
    -- Dealt face down from the box by the game's seed, then turned face up (p.10 step 6).
    local box = {}
    for i, k in ipairs(monsters.SPAWN_BOX) do
      box[i] = k
    end
    for _, at in ipairs(spec.spots) do
      local ok, space = pcall(game.close, tostring(at), tostring(at))
      if not (ok and space) then
        error("scenario `spawn: spots:`: `" .. tostring(at) .. "` is not a space of the board")
      end
      local k = table.remove(box, require("arcadia.rewards").random(game, #box))
      game.vars["spawn token " .. k .. " at"] = tostring(at)
      game.log("spawn token " .. k .. " on " .. tostring(at))
    end
  end
  spawn_tokens(game) -- fail at setup, not at the first spawn, on a bad `spawn:` key
  slots(game)
  game.vars.spawn_tile = ""
end

-- Attacks and reactions ---------------------------------------------------------------------------

--- `m` attacks `target` with its monster card through the full attack pipeline.
function monsters.attack(game, m, target)
  game.log(m.id .. " attacks " .. target.id)
  -- Bloodstone Breaker: an Orc fights a holder's hero with its weaker card (titles.lua).
  return require("arcadia.titles").fight(
    game,
    target,
    m,
    function() return require("arcadia.attack").perform(game, m, card_of(m), target) end
  )
end

--- Whether `m` could attack `target` from where it stands (melee: Close; ranged: sight).
local function in_reach(game, m, target)
  if not (m.on_board and target.on_board) then return false end
  if monsters.stats(game, m).attack.type == "melee" then return game.close(m.at, target.at) end
  return game.los(m.at, target.at, m)
end

--- Monsters on the board Close to space `at`, in figure order (the monsters' own list: asked
--- at every step a hero takes, where the board's other figures are no reactors).
local function close_to(game, at)
  local out = {}
  for _, f in ipairs(game.figures({ side = "monsters", on_board = true })) do
    if reacts(game, f) and not f.dying and game.close(at, f.at) then out[#out + 1] = f end
  end
  return out
end

--- A dying monster (at its life, not Overkilled) leaves the board now, unless its own
--- activation healed it below its life (Sister of Pleasure): then it lives on.
local function finish_dying(game, m, hero, card)
  if m.dying and m.on_board then
    -- `dying` stays set through the kill (its handlers may ask questions); monsters.killed
    -- clears it.
    if (m.wounds or 0) >= (m.life or 1) then require("arcadia.rewards").kill(game, m, hero, card) end
    m.dying = nil
  end
end

--- Payback (p.22): the controller `ctl` may move `m` up to its Movement, then attack `hero` (its
--- primary target), one question per point: the question of a point with `left` points left
--- (for game.ask), or nil when the reaction is over (either figure left the board).
function monsters.payback_question(game, m, hero, ctl, left)
  if not (m.on_board and hero.on_board) then return nil end
  local options = {}
  -- Like a hero, a monster may pass through a Full space but never stop in one (AQ-MOVE).
  if game.crowding(m.at, m) == "free" then
    if in_reach(game, m, hero) then
      options[#options + 1] = { key = "attack " .. m.id .. " " .. hero.id, attack = true }
    end
    options[#options + 1] = { key = "end " .. m.id, label = m.id .. " stops without attacking" }
  end
  if left > 0 then
    for _, s in ipairs(require("arcadia.titles").steps(game, m, game.steps(m, left))) do
      local key = s.kind == "door" and ("door " .. m.id .. " " .. s.door) or ("move " .. m.id .. " " .. s.to)
      options[#options + 1] = { key = key, step = s }
    end
  end
  return {
    side = ctl,
    rule = rulebook.payback,
    prompt = m.id .. " moves (" .. left .. (left == 1 and " point" or " points") .. ") to pay back " .. hero.id,
    options = options,
  }
end

--- The point of `m`'s Payback picked (monsters.payback_question) carried out; returns whether
--- the Payback goes on (it moved: the next point is asked).
function monsters.payback_pick(game, m, hero, pick)
  if pick.attack then
    monsters.attack(game, m, hero)
    return false
  end
  if pick.step == nil then return false end
  local s, from = pick.step, m.at
  local e = game.emit(
    "move_step",
    { figure = m, from = from, to = s.to, kind = s.kind, detail = m.id .. " " .. s.kind .. " " .. (s.door or s.to) }
  )
  if e.cancelled or not m.on_board then return false end
  if s.kind == "door" then
    local open = game.flip_door(from, s.door)
    game.emit("door_flipped", { figure = m, a = from, b = s.door, open = open })
  else
    game.move(m, s.to)
    if s.kind == "portal" then game.emit("portal_used", { figure = m, from = from, to = s.to }) end
  end
  game.emit("moved", { figure = m, from = from, to = m.at, kind = s.kind })
  return true
end

--- The start of `m`'s Payback against `hero`: the points it may move.
function monsters.payback_start(game, m, hero)
  game.log(m.id .. " pays back " .. hero.id)
  return monsters.stats(game, m).movement or 1
end

--- AQ-GUARD-MOVE: a step out of a space Close to monsters makes each of them attack first,
--- in the order the controlling player picks (simultaneous effects, p.17), until the hero is
--- off the board. Portals and doors never trigger Guard. Returns the reaction window for
--- game.reactions (each reactor `{key = "guard ID", kind = "guard", monster = m}`; the rules' probe step
--- `guard_holds` closes it when the hero died), or nil when no monster guards.
function monsters.guards(game, hero, from, step)
  if step.kind ~= "step" or is_monster(hero) then return nil end
  for _, c in ipairs(hero:cards()) do
    if c.def.ignores_guard then return nil end -- Wisp's Stealth
  end
  local list = {}
  for _, m in ipairs(close_to(game, from)) do
    list[#list + 1] = { key = "guard " .. m.id, kind = "guard", monster = m }
  end
  if #list == 0 then return nil end
  return {
    side = monsters.controller(game),
    rule = rulebook.monsters_react,
    prompt = "monsters react to " .. hero.id .. ": which first?",
    reactors = list,
    holds = "guard_holds",
  }
end

--- One Guard reaction: `m` attacks `hero` (a monster that left the board since does not).
function monsters.guard(game, hero, m)
  if m.on_board then monsters.attack(game, m, hero) end
end

--- Whether a monster that `attacker` just brought to its life keeps standing to act first: only
--- against a hero, and only when the single attack's wounds are below its Overkill (p.22).
function monsters.acts_before_dying(game, m, attacker, wounds)
  if not reacts(game, m) or attacker == nil or is_monster(attacker) then return false end
  local overkill = monsters.stats(game, m).overkill
  return overkill == nil or wounds < overkill
end

--- After a hero's attack: Payback by one targeted monster (the controller picks which when
--- several were hit) and, when no targeted monster was Close to the hero, Guard by every Close
--- monster (AQ-GUARD-ATTACK, AQ-PAYBACK), in the order the controller picks (p.17), until the
--- hero is off the board. Monsters killed without Overkill die now, but for the avenger, which
--- dies once its Payback is over (monsters.finish_dying). Returns the reaction window for
--- game.reactions (reactors `{key = "guard ID" | "payback ID", kind, monster}`; the rules'
--- probe `guard_holds`) or nil, and the avenger or nil.
function monsters.after_attack(game, hero, done)
  local ctl = monsters.controller(game)
  local targeted, close_hit = {}, false
  for i, t in ipairs(done.targets) do
    if is_monster(t) then
      local at = (done.at and done.at[i]) or t.at
      if hero.on_board and at and game.close(hero.at, at) then close_hit = true end
      if reacts(game, t) then targeted[#targeted + 1] = t end
    end
  end
  local avenger = targeted[1]
  if #targeted > 1 then
    local options = {}
    for j, m in ipairs(targeted) do
      options[j] = { key = "payback " .. m.id, monster = m }
    end
    avenger = game.choose({
      side = ctl,
      rule = rulebook.payback_which,
      prompt = "which monster pays back " .. hero.id .. "?",
      options = options,
    }).monster
  end
  for _, m in ipairs(done.dying or {}) do
    if m ~= avenger then finish_dying(game, m, hero, done.card) end
  end
  local list = {}
  if hero.on_board and not close_hit then
    for _, m in ipairs(close_to(game, hero.at)) do
      list[#list + 1] = { key = "guard " .. m.id, kind = "guard", monster = m }
    end
  end
  if avenger then list[#list + 1] = { key = "payback " .. avenger.id, kind = "payback", monster = avenger } end
  if #list == 0 then return nil, avenger end
  return {
    side = ctl,
    rule = rulebook.monsters_react,
    prompt = "monsters react to " .. hero.id .. ": which first?",
    reactors = list,
    holds = "guard_holds",
  },
    avenger
end

--- A monster that `hero`'s attack with `card` brought to its life dies once it has reacted.
monsters.finish_dying = finish_dying

-- Villains and rewards ------------------------------------------------------------------------------

local function split(s)
  local out = {}
  for part in tostring(s or ""):gmatch("[^,]+") do
    out[#out + 1] = part
  end
  return out
end

--- The spawn tile's slots (p.23; a scenario may say otherwise) and the figures on it, in order.
function monsters.spawn_tile(game) return slots(game), split(game.vars.spawn_tile) end

--- `by` wounded `m`: a guild that wounds a villain puts its token on the villain's card (p.22).
--- `by` is a figure, a guild name (a bomb's owner) or a list of guild names; monsters and nil
--- (a neutral source) place no token.
function monsters.wounded(game, m, by)
  if by == nil or not (is_monster(m) and is_villain(game, m)) then return end
  local guilds
  if type(by) == "string" then
    guilds = { by }
  elseif rawget(by, "id") ~= nil then
    guilds = { by.side }
  else
    guilds = by
  end
  local sides = split(m.wounded_by)
  for _, g in ipairs(guilds) do
    local seen = g == "monsters"
    for _, s in ipairs(sides) do
      if s == g then seen = true end
    end
    if not seen then sides[#sides + 1] = g end
  end
  m.wounded_by = table.concat(sides, ",")
end

--- The coins a monster's card pays, at its level.
function monsters.reward(game, m) return monsters.stats(game, m).reward or 0 end

--- The guilds paid for killing monster `m` (each gets monsters.reward): a minion pays its
--- killer's guild; a villain pays every guild with a token on it, the killer's included. A
--- monster killed by no hero pays nobody.
function monsters.reward_sides(game, m, killer)
  if not is_monster(m) then return {} end
  local out = {}
  if is_villain(game, m) then out = split(m.wounded_by) end
  if killer and not is_monster(killer) then
    local seen = false
    for _, s in ipairs(out) do
      if s == killer.side then seen = true end
    end
    if not seen then out[#out + 1] = killer.side end
  end
  return out
end

-- The spawn tile ------------------------------------------------------------------------------------

local function box(game, m, why)
  m.boxed = true
  game.log(m.id .. " goes to the box (" .. why .. ")")
end

--- A monster was killed and removed: minions take the first free slot of the spawn tile (the box
--- when it is full); villains, and figures the scenario marks `respawn: false`, go to the box.
function monsters.killed(game, monster, killer)
  if not is_monster(monster) then return end
  monster.dying = nil
  monster.dazed = nil -- a dazed monster stands up on the spawn tile
  local own = game.scenario.figure(monster.id)
  local def = monster.card and game.def(monster.card) or {}
  if is_villain(game, monster) then return box(game, monster, "a villain") end
  if own and own.respawn == false then return box(game, monster, "the scenario says so") end
  if def.respawn == false then return box(game, monster, "its card never comes back") end
  -- Scenario special rules (rules.lua): no spawn at all, or some cards always go to the box.
  if game.vars.no_respawn then return box(game, monster, "no spawn in this scenario") end
  if monster.card and game.vars["box " .. monster.card] then
    return box(game, monster, "the scenario boxes every killed " .. monster.card)
  end
  local tile = split(game.vars.spawn_tile)
  if #tile >= slots(game) then return box(game, monster, "the spawn tile is full") end
  tile[#tile + 1] = monster.id
  game.vars.spawn_tile = table.concat(tile, ",")
  game.log(monster.id .. " goes to spawn slot " .. #tile)
end

--- The two symbols of a spawn roll as a token key ("crit+melee"): a CRIT face counts as CRIT.
function symbols(roll)
  local out = {}
  for i, d in ipairs(roll:dice()) do
    local sym = "blank"
    for _, t in ipairs(d.tags) do
      if t == "crit" then sym = "crit" end
    end
    if sym == "blank" and d.tags[1] then sym = d.tags[1] end
    out[i] = sym
  end
  table.sort(out)
  return table.concat(out, "+")
end

--- End of the active player's turn (p.23): when the tile is full or no monster stands on the
--- board, each figure on it in slot order is rolled for (two attack dice, no rerolls, no extra
--- dice) and placed on the matching spawn token's space, or boxed when none matches or the space
--- is Full.
function monsters.end_of_turn(game, side)
  local tile = split(game.vars.spawn_tile)
  if #tile == 0 then return end
  local any = #game.figures({ side = "monsters", on_board = true }) > 0
  if any and #tile < slots(game) then return end
  local tokens = spawn_tokens(game)
  local has_tokens = next(tokens) ~= nil
  while #tile > 0 do
    local m = game.figure(table.remove(tile, 1))
    game.vars.spawn_tile = table.concat(tile, ",")
    -- Guardian of the Gate (scripts/arcadia/titles.lua): its holder places the monster or
    -- boxes it instead of a roll.
    local chosen = nil
    if has_tokens then chosen = require("arcadia.titles").spawn_choice(game, m, tokens) end
    if chosen == false then
      box(game, m, "the Guardian of the Gate sends it away")
    elseif chosen ~= nil then
      m.wounds = 0
      m.wounded_by = nil
      game.place(m, chosen)
      game.emit("spawn", { figure = m, at = chosen, detail = m.id .. " " .. chosen })
    elseif not has_tokens then
      -- No token on the board: the roll could match nothing, so it is not made.
      box(game, m, "no spawn token on the board")
    else
      local key = symbols(game.roll({ die = "attack", n = 2, explode = false, rerollable = false }))
      local at = tokens[key]
      if at == nil then
        box(game, m, "no spawn token " .. key)
      elseif #game.figures({ at = at }) >= 2 then
        box(game, m, "spawn token " .. key .. " at " .. at .. " is Full")
      else
        m.wounds = 0
        m.wounded_by = nil
        game.place(m, at)
        game.emit("spawn", { figure = m, at = at, detail = m.id .. " " .. at })
      end
    end
  end
end

-- The controller also orders the monsters' simultaneous card effects (p.17, p.19). Registered
-- when the module loads, not at set-up: a saved game restored into a new script state runs
-- no set-up again.
game.set_controller(function(side)
  if side == "monsters" then return monsters.controller(game) end
end)

return monsters
