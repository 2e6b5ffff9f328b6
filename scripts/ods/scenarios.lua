-- The Scenario Phase (p.15): each champion in initiative order draws one Scenario and resolves
-- it alone. On a space with a quest token it may draw from the villain's Quest deck
-- (`draw quest` / `draw world`), else from the World deck of its space's type
-- (`deck_world_TYPE`). A resolved card goes to the bottom face up; a deck with no face-down
-- card left gives no Scenario for the rest of the game (RULES-NOTES "Exhausted decks").
--
-- A card (docs/ODS.md §4.7) has one or two `parts`; part 2 is read only after a success in
-- part 1. A part's challenge is a `test`, a `choice` or a `combat` (or none: its `steps` just
-- happen). Outcomes (`success`/`failure`, or `outcomes[KEY]` of a choice) are revealed only
-- after the roll or the decision: the prompt shows the part's text and the options' labels,
-- never an outcome (p.15 "should only be read after the Test"). An outcome is
-- {text =, steps = {...}} and, for a choice, may carry its own `test` with `success`/`failure`;
-- a chosen outcome counts as a success unless it says `passed = false`, and any outcome whose
-- steps stop (a fight lost or fled, a missing foe) is a failure. Choice keys: `choose KEY`.
-- A Quest card whose parts all succeed is completed: the space's quest token goes to the
-- champion (figure var `quests`) and `quest_completed` is raised, unless a `quest_done` step
-- already did it. A named foe out of the game: no combat, the Scenario ends (FAQ p.18).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, type, tostring, error, table, require = ipairs, type, tostring, error, table, require

local board = require("ods.board")
local decks = require("ods.decks")
local steps = require("ods.steps")
local rulebook = require("ods.rulebook")

local M = {}

local function world_deck(game, space) return "world_" .. game.space(space).kind end

--- the deck the champion draws from: "quest" or "world_TYPE", or nil when none can give one
function M.pick_deck(game, champion)
  local world = world_deck(game, champion.at)
  local world_ok = not decks.exhausted(game, world)
  local quest_ok = board.tokens(game, champion.at, "quest") > 0 and not decks.exhausted(game, "quest")
  if quest_ok and world_ok then
    local o = game.choose({
      side = champion.side,
      prompt = champion.id .. ": a quest token lies here; draw a Quest or a World Scenario?",
      options = { { key = "draw quest", deck = "quest" }, { key = "draw world", deck = world } },
      rule = rulebook.scenario_deck,
    })
    return o.deck
  end
  if quest_ok then return "quest" end
  if world_ok then return world end
  return nil
end

local function title(def, id) return (def and def.name) or id end

--- logs an outcome's text (after the roll/decision only) and runs its steps;
--- returns whether it counts as a success (false when a step stopped the card)
local function apply(game, outcome, ctx, passed)
  if outcome == nil then return passed end
  if outcome.text then game.log(outcome.text) end
  if outcome.test then
    local t = outcome.test
    local r = require("ods.tests").test(
      game,
      ctx.champion,
      { trait = t.trait, difficulty = t.difficulty, kind = "test", source = ctx.card }
    )
    local inner = r.passed and outcome.success or outcome.failure
    local ok = apply(game, inner, ctx, r.passed)
    if outcome.steps and steps.run(game, outcome.steps, ctx) == "stop" then return false end
    return ok
  end
  if steps.run(game, outcome.steps, ctx) == "stop" then return false end
  if outcome.passed ~= nil then return outcome.passed end
  return passed
end

local function do_test(game, part, ctx)
  local t = part.test
  local r = require("ods.tests").test(
    game,
    ctx.champion,
    { trait = t.trait, difficulty = t.difficulty, kind = "test", source = ctx.card }
  )
  return r.passed
end

local function do_choice(game, part, ctx, def)
  local options = {}
  for _, c in ipairs(part.choice) do
    if not c.key then error("scenario " .. tostring(ctx.card) .. ": a choice needs a key", 0) end
    options[#options + 1] = { key = "choose " .. c.key, label = c.label, outcome_key = c.key }
  end
  local o = game.choose({
    side = ctx.champion.side,
    prompt = ctx.champion.id .. " — " .. title(def, ctx.card) .. ": " .. (part.text or ""),
    options = options,
    rule = rulebook.scenario_choice,
  })
  game.log(ctx.champion.id .. " chooses " .. o.outcome_key)
  ctx.chosen = o.outcome_key
  local outcome = (part.outcomes or {})[o.outcome_key]
  return apply(game, outcome, ctx, true)
end

--- one part; returns whether it succeeded
function M.part(game, part, ctx, def)
  if part.text then game.log(title(def, ctx.card) .. ": " .. part.text) end
  if part.choice then return do_choice(game, part, ctx, def) end
  local passed = true
  if part.test then
    passed = do_test(game, part, ctx)
  elseif part.combat then
    passed = steps.run(game, { { combat = part.combat } }, ctx) ~= "stop"
    if ctx.missing_foe then return false end
  end
  if part.steps and steps.run(game, part.steps, ctx) == "stop" then passed = false end
  return apply(game, passed and part.success or part.failure, ctx, passed)
end

--- resolves card `card` (an id) for `champion` alone; returns whether every part succeeded
function M.resolve(game, champion, card)
  local def = game.def(card)
  if not def then error("scenarios: unknown card " .. tostring(card), 2) end
  return M.resolve_def(game, champion, def, card)
end

--- resolves a card definition (a card's table) named `card`
function M.resolve_def(game, champion, def, card)
  champion = game.figure(champion)
  if type(def.parts) ~= "table" or #def.parts == 0 then
    error("scenarios: card " .. tostring(card) .. " has no parts", 2)
  end
  local ctx = { champion = champion, card = card, space = champion.at }
  local passed = false
  for i, part in ipairs(def.parts) do
    passed = M.part(game, part, ctx, def)
    local c = ctx.champion
    if ctx.missing_foe or not c.on_board or c.dead then
      passed = false
      break
    end
    if not passed then
      if i < #def.parts then game.log(title(def, card) .. ": part " .. i .. " failed; the card ends") end
      break
    end
  end
  if passed and def.kind == "quest" and not ctx.quest_done then steps.run(game, { { quest_done = true } }, ctx) end
  return passed
end

--- one champion's Scenario: draw, resolve, bottom face up (p.15)
function M.turn(game, champion)
  local deck = M.pick_deck(game, champion)
  if not deck then
    game.log(champion.id .. ": no Scenario left for " .. world_deck(game, champion.at))
    return nil
  end
  local id = decks.draw(game, deck)
  if not id then return nil end
  game.emit("scenario_drawn", { champion = champion, card = id, deck = deck, detail = champion.id .. " " .. id })
  local passed = M.resolve(game, champion, id)
  decks.bottom(game, deck, id, true)
  game.emit("scenario_done", {
    champion = champion,
    card = id,
    passed = passed,
    detail = champion.id .. " " .. id .. (passed and " passed" or " failed"),
  })
  return id, passed
end

--- Tests only (as tests.probe): scenario key `probe_steps` = a list of {champion = ID,
--- steps = {...}} (data steps) or {champion = ID, card = NAME, def = {kind =, parts = {...}}}
--- (a card resolved as drawn); each waits for the answer `probe N` so a test can rig the
--- dice, and runs before the first Scenario Phase. Result of a card: game var `probe_N` =
--- "passed"|"failed". Scenario key `probe_check = true`: see below.
function M.probe(game)
  if game.scenario.probe_check and not game.vars.probe_checked then
    -- every card's step lists checked without running them: game var `probe_check` = the
    -- errors ("" when none), separated by " | "
    game.vars.probe_checked = true
    local errors, n = {}, 0
    for _, kind in ipairs({ "world", "quest", "event", "affliction", "villain" }) do
      for _, id in ipairs(game.card_ids(kind)) do
        n = n + 1
        local e = steps.check_card(game, id)
        if e then errors[#errors + 1] = e end
      end
    end
    game.vars.probe_check = table.concat(errors, " | ")
    game.vars.probe_checked = n
  end
  local list = game.scenario.probe_steps
  if type(list) ~= "table" or game.vars.probe_steps_done then return end
  game.vars.probe_steps_done = true
  for i, p in ipairs(list) do
    local f = p.champion and game.figure(p.champion) or nil
    game.choose({
      side = f and f.side or "p1",
      prompt = "probe: next steps",
      options = { { key = "probe " .. i } },
      rule = rulebook.probe,
    })
    if p.def then
      game.vars["probe_" .. i] = M.resolve_def(game, f, p.def, p.card or "probe") and "passed" or "failed"
    else
      local r = steps.run(game, p.steps, { champion = f, card = p.card or "probe", space = p.space or (f and f.at) })
      game.vars["probe_" .. i] = r or "done"
    end
  end
end

--- the Scenario Phase: every champion in play, in this Turn's order
function M.phase(game)
  M.probe(game)
  local order = require("ods.acts").order(game)
  if order == nil or #order == 0 then order = board.champions(game) end
  for _, champion in ipairs(order) do
    local f = game.figure(champion)
    if f.on_board and not f.dead then M.turn(game, f) end
  end
end

return M
