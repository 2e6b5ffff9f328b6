-- Villains (p.6 Villain Card Anatomy and Set Up, p.8, p.11, p.16, FAQ p.18): the Act I setup
-- and progression steps of the villain card (game var `villain`), the Act II flip (the villain
-- figure enters as a foe with the card's `stats`), quest-token uses, and helpers for the
-- cards' additional rules, which are the card's `on` handlers: setup gives the villain card
-- to the `foes` side, so they run for the whole game. Card format: docs/ODS.md §4.2.
--
-- Rules shared by the three cards (provisional, RULES-NOTES):
--   - Shadow threat (p.11 "risk being overwhelmed in Act II"): at the flip, the villain gains
--     `shadow_health` (default 1) Health per shadow token left on the map.
--   - Quest tokens in Act II (p.11 "spent, as specified on a Villain's card"): each villain's
--     Act II ability may be negated for ONE combat round by a champion in the fight spending a
--     quest token at the round's start (`negate` / `no negate`; FAQ p.18 for Morrigan).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, tostring, error, pcall, require = ipairs, pairs, tostring, error, pcall, require

local board = require("ods.board")
local steps = require("ods.steps")
local rulebook = require("ods.rulebook")

local M = {}

function M.id(game) return game.vars.villain end

function M.def(game)
  local id = M.id(game)
  if not id then return nil end
  local def = game.def(id)
  if not def or def.kind ~= "villain" then error("villains: `" .. tostring(id) .. "` is not a villain card", 2) end
  return def
end

--- the villain's figure (scenario figure with the villain card's id), or nil
function M.figure(game)
  local id = M.id(game)
  if not id then return nil end
  local ok, f = pcall(game.figure, id)
  if ok then return f end
  for _, g in ipairs(game.figures({ side = "foes" })) do
    if g.card == id then return g end
  end
  return nil
end

--- Act I setup (p.6 III): the card goes beside the map (to the foes side: its rules act) and
--- its setup steps run (quest tokens, shadow tokens, foes).
function M.setup(game)
  local def = M.def(game)
  if not def then return end
  local id = M.id(game)
  local held = false
  for _, c in ipairs(game.cards({ holder = "foes" })) do
    if c.card == id then held = true end
  end
  if not held then game.give(id, "foes") end
  game.vars.villain_act = 1
  game.log("Villain: " .. (def.name or id) .. (def.act1 and def.act1.rules and (" — " .. def.act1.rules) or ""))
  steps.run(game, def.act1 and def.act1.setup, { card = id })
end

--- the villain's Act I progression after each Event (p.16): `villain_progress` first (the
--- cards' additional rules, e.g. Arawn's march), then the card's progress steps; then the
--- card's own defeat condition is looked at (p.14)
function M.progress(game)
  local def = M.def(game)
  if not def or (game.vars.act or 1) ~= 1 then return end
  game.emit(
    "villain_progress",
    { act = game.vars.act or 1, turn = game.vars.turn or 1, detail = "turn " .. tostring(game.vars.turn or 1) }
  )
  steps.run(game, def.act1 and def.act1.progress, { card = M.id(game) })
  M.check_defeat(game)
end

-- The villain card's defeat condition (p.14 "conditions on the Villain card that, if fulfilled,
-- would result in defeat for all Champions"). The rulebook prints none; each card's `defeat`
-- (our design, provisional) is one of:
--   {text =, foes = N, on = {type =|tag =}}      N or more foes (not the villain) stand there
--   {text =, shadows = N, on = {type =|tag =}}   N or more shadow tokens lie there (no `on`:
--                                                the whole map)
-- Looked at after each Act I progression (RULES-NOTES): every token and foe the Turn placed
-- has been placed by then.

local function spaces_in(game, on)
  local set = {}
  for _, s in ipairs(board.spaces_of(game, on or {})) do
    set[s] = true
  end
  return set
end

--- how far the villain's defeat condition has come: current count, the card's threshold
function M.defeat_count(game)
  local def = M.def(game)
  local d = def and def.defeat
  if not d then return 0, nil end
  local set, n = spaces_in(game, d.on), 0
  if d.foes then
    for _, f in ipairs(game.figures({ side = "foes", on_board = true })) do
      if set[f.at] and not f.villain and f.card ~= M.id(game) then n = n + 1 end
    end
    return n, d.foes
  end
  for s in pairs(set) do
    n = n + board.tokens(game, s, "shadow")
  end
  return n, d.shadows
end

--- the defeat's text when the villain card's condition is met, else nil
function M.defeat_reason(game)
  local n, want = M.defeat_count(game)
  if want and n >= want then return M.def(game).defeat.text end
  return nil
end

function M.check_defeat(game)
  local n, want = M.defeat_count(game)
  if want then game.log("the villain's threat: " .. n .. " of " .. want) end
  local why = M.defeat_reason(game)
  if why then require("ods.acts").finish(game, "defeat", why) end
end

--- the Dragon's Act I rule (cards/ods/villains/dragon.lua): one d6 after each Event; on
--- `on_roll` or more, a shadow token lands on a random `type` space and each champion there
--- loses `burn` Health
function M.scorch(game, spec)
  local roll = steps.d6(game)
  game.log("the Dragon's flight: " .. roll)
  if roll < spec.on_roll then return nil end
  local space = board.place_token(game, "shadow", { type = spec.type })
  if not space then return nil end
  game.log("the Dragon scorches " .. space)
  local combat = require("ods.combat")
  for _, c in ipairs(board.champions_at(game, space)) do
    combat.damage_champion(game, c, spec.burn, M.id(game))
  end
  return space
end

--- Morrigan's Act I rule (cards/ods/villains/morrigan.lua): every champion standing on a space
--- with a shadow token loses `n` Willpower
function M.omens(game, n)
  for _, c in ipairs(steps.champions(game)) do
    if c.on_board and not c.dead and board.tokens(game, c.at, "shadow") > 0 then
      game.log(c.id .. " sees the ravens over " .. c.at)
      steps.run(game, { { willpower = -n } }, { champion = c, card = M.id(game) })
    end
  end
end

--- places the villain's figure as a foe with its Act II stats (p.6 "2. STATS")
function M.enter(game, space)
  local def = M.def(game)
  local f = M.figure(game)
  if not f then error("villains: the scenario has no figure for " .. tostring(M.id(game)), 2) end
  local s = def.stats or {}
  f.max_health = s.health
  f.health = s.health
  f.defence = s.defence
  f.attack = s.attack
  f.villain = true
  game.place(f, space)
  game.emit("foe_entered", { foe = f, space = space, detail = f.id .. " " .. space })
  return f
end

--- the shadow tokens left on the map (p.11)
function M.shadows_on_map(game)
  local n = 0
  for _, s in ipairs(board.token_spaces(game, "shadow")) do
    n = n + board.tokens(game, s, "shadow")
  end
  return n
end

--- Act II (p.8, p.16): the card flips, its Act II setup runs (the villain enters), then the
--- shadow tokens left on the map strengthen it.
function M.act2(game)
  local def = M.def(game)
  if not def then return end
  game.vars.villain_act = 2
  game.log(
    "Act II: " .. (def.name or M.id(game)) .. (def.act2 and def.act2.rules and (" — " .. def.act2.rules) or "")
  )
  steps.run(game, def.act2 and def.act2.setup, { card = M.id(game) })
  local f = M.figure(game)
  local extra = M.shadows_on_map(game) * (def.shadow_health or 1)
  if f and f.on_board and extra > 0 then
    f.max_health = (f.max_health or 0) + extra
    f.health = (f.health or 0) + extra
    game.log(f.id .. " gains " .. extra .. " Health from the shadows on the map")
  end
end

-- Arawn's march (FAQ p.18) -------------------------------------------------------------------

--- every regular foe on the map (not epic, not the villain) travels one step toward the nearest
--- Capital; each arrival costs every champion 1 Willpower, once (a foe on a Capital stays)
function M.march(game)
  local capitals = board.spaces_of(game, { type = "capital" })
  local on_capital = {}
  for _, c in ipairs(capitals) do
    on_capital[c] = true
  end
  for _, f in ipairs(game.figures({ side = "foes", on_board = true })) do
    if not f.epic and not f.villain and not on_capital[f.at] then
      local from = f.at
      local to = board.toward(game, from, capitals)
      if to then
        game.move(f, to)
        game.emit("foe_moved", { foe = f, from = from, to = to, detail = f.id .. " " .. from .. " " .. to })
        if on_capital[to] then
          game.log(f.id .. " reaches " .. to .. ": every champion loses 1 Willpower")
          steps.run(game, { { each = "champion", willpower = -1 } }, { card = M.id(game) })
        end
      end
    end
  end
end

-- Quest tokens against a villain ability, one combat round (FAQ p.18) --------------------

local function round_tag(game, e)
  return tostring(game.vars.combat or 0) .. ":" .. tostring(e.round or game.vars.combat_round or 0)
end

--- whether the villain's ability is negated in this combat round
function M.negated(game, e)
  return game.vars.villain_negated ~= nil and game.vars.villain_negated == round_tag(game, e or {})
end

--- whether the villain's figure is on the combat's space
function M.in_combat(game, e)
  local f = M.figure(game)
  return f ~= nil and f.on_board and e.space ~= nil and f.at == e.space
end

--- at a combat round's start against the villain: a champion there holding a quest token may
--- spend it (`negate` / `no negate`; `negate CHAMPION` when several could pay)
function M.offer_negate(game, e)
  if not M.in_combat(game, e) or M.negated(game, e) then return false end
  local payers = {}
  for _, c in ipairs(board.champions_at(game, e.space)) do
    if (c.quests or 0) > 0 then payers[#payers + 1] = c end
  end
  if #payers == 0 then return false end
  local options = {}
  for _, c in ipairs(payers) do
    options[#options + 1] = { key = (#payers == 1) and "negate" or ("negate " .. c.id), champion = c }
  end
  options[#options + 1] = { key = "no negate" }
  local def = M.def(game)
  local o = game.choose({
    side = payers[1].side,
    prompt = "spend a quest token to negate "
      .. (def.name or M.id(game))
      .. "'s ability this round? ("
      .. ((def.act2 and def.act2.quest_token and def.act2.quest_token.text) or "one round")
      .. ")",
    options = options,
    rule = rulebook.negate,
  })
  if not o.champion then return false end
  local c = o.champion
  c.quests = c.quests - 1
  game.vars.villain_negated = round_tag(game, e)
  game.emit("quest_token_spent", { champion = c, use = "negate", detail = c.id .. " negate" })
  return true
end

return M
