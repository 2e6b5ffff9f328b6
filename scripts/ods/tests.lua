-- Tests: d6 + trait against a difficulty; Willpower, Boons, rerolls, two-dice passives
-- (p.10 Tests, p.11 Boon Tokens, p.13 Attacking/Defending, FAQ p.17).
-- Readings (docs/RULES-NOTES.md, ODS): Willpower and Boons are spent after the roll; a raise
-- lifts the kept die by 1 per point up to 6; the Willpower reroll is for combat tests only, once
-- per combat per champion, and rerolls every die; after a raise no reroll or luck is offered
-- (the raise would be wasted).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, type, tostring, tonumber, math, string, table, require =
  ipairs, pairs, type, tostring, tonumber, math, string, table, require

local traits = require("ods.traits")
local rulebook = require("ods.rulebook")
local M = {}

local function face_value(d)
  for _, t in ipairs(d.tags or {}) do
    local n = tonumber(t:match("^n(%d)$"))
    if n then return n end
  end
  return tonumber(tostring(d.face):match("(%d)")) or 1
end

local function values(roll)
  local out = {}
  for i, d in ipairs(roll:dice()) do
    out[i] = face_value(d)
  end
  return out
end

local function highest(list)
  local best, at = list[1], 1
  for i, v in ipairs(list) do
    if v > best then
      best, at = v, i
    end
  end
  return best, at
end

local function lowest(list)
  local worst, at = list[1], 1
  for i, v in ipairs(list) do
    if v < worst then
      worst, at = v, i
    end
  end
  return worst, at
end

--- whether a passive of the champion lets it roll two dice and keep the higher (FAQ p.17:
--- also in combat); `{location = TYPE}` on that space type, `{deck = "quest"}` for quest cards
function M.two_dice(game, champion, opts)
  local d = game.def(champion.card) or {}
  local p = d.passive and d.passive.two_dice
  if not p then return false end
  if p.location and champion.at and game.space(champion.at).kind == p.location then return true end
  if p.deck then
    -- the source: a card instance, a card id, or a deck name ("quest")
    local src, kind = opts.source, nil
    if type(src) == "string" then
      local d = game.def(src)
      kind = d and d.kind or src
    elseif type(src) == "table" then
      kind = src.def and src.def.kind
    end
    if kind == p.deck then return true end
  end
  return false
end

--- the held card that can reroll one die now (Lucky Totem: ability.reroll_one, ⚡), or nil
function M.luck_card(game, champion)
  for _, c in ipairs(champion:cards()) do
    local a = c.def and c.def.ability
    if a and a.reroll_one and not c.exhausted then return c end
  end
  return nil
end

-- Whether raising the result could still change what the test decides: a plain test or a
-- defence stops mattering once passed; an attack's margin is its damage (p.13).
local function worth_more(opts, total)
  if opts.difficulty == nil then return true end
  if opts.kind == "attack" then return true end
  return total < opts.difficulty
end

local function options_for(game, champion, opts, st, total)
  local list = {}
  if not worth_more(opts, total) then return list end
  local will = champion.willpower or 0
  local kept = math.min(6, highest(st.dice) + st.raised)
  if st.raised == 0 then
    if opts.combat and champion.rerolled ~= opts.combat and will >= 1 and kept < 6 then
      list[#list + 1] = { key = "reroll", label = "reroll the whole test for 1 Willpower (once this combat)" }
    end
    local luck = M.luck_card(game, champion)
    if luck and lowest(st.dice) < 6 then
      list[#list + 1] = { key = "luck", label = "reroll one die with " .. luck.card, card = luck }
    end
  end
  for n = 1, math.min(will, 6 - kept) do
    list[#list + 1] =
      { key = "will " .. n, label = "spend " .. n .. " Willpower: die " .. kept .. " -> " .. (kept + n), n = n }
  end
  if (champion.boon1 or 0) > 0 then list[#list + 1] = { key = "boon 1", n = 1 } end
  if (champion.boon2 or 0) > 0 then list[#list + 1] = { key = "boon 2", n = 2 } end
  return list
end

local function rolled(game, champion, opts, st)
  local kept = highest(st.dice)
  game.emit("test_rolled", {
    champion = champion,
    kind = opts.kind,
    dice = st.dice,
    kept = kept,
    detail = champion.id .. " " .. table.concat(st.dice, ","),
  })
end

--- opts = {trait=, difficulty=, kind="test"|"attack"|"defence", source=card or deck name,
--- combat=combat number or nil, bonus=N, duel=bool}.
--- Returns {die=kept, dice={...}, total=, passed=, margin=total-difficulty, parts=}.
function M.test(game, champion, given)
  local opts = {}
  for k, v in pairs(given or {}) do
    opts[k] = v
  end
  opts.kind = opts.kind or "test"
  local e = game.emit("test_start", {
    champion = champion,
    trait = opts.trait,
    difficulty = opts.difficulty,
    kind = opts.kind,
    source = opts.source,
    dice = M.two_dice(game, champion, opts) and 2 or 1,
    bonus = opts.bonus or 0,
    detail = champion.id .. " " .. tostring(opts.trait),
  })
  local difficulty = e.difficulty
  opts.difficulty = difficulty
  if opts.combat then traits.choose_types(game, champion, opts) end
  local value, parts = traits.value(game, champion, opts.trait, opts)
  local roll = game.roll({ die = "d6", n = math.max(1, math.min(2, e.dice or 1)), explode = false })
  local st = { dice = values(roll), raised = 0, boons = 0 }
  rolled(game, champion, opts, st)
  local bonus = e.bonus or 0
  while true do
    local kept = highest(st.dice)
    local die = math.min(6, kept + st.raised)
    local total = die + value + st.boons + bonus
    local list = options_for(game, champion, opts, st, total)
    if #list == 0 then break end
    -- accepting keeps the test as it stands: its facts travel on the option, for the bots
    -- (scripts/ods/ai.lua), so no one reads them back out of the prompt
    list[#list + 1] = {
      key = "accept",
      champion = champion.id,
      kind = opts.kind,
      die = die,
      total = total,
      difficulty = difficulty,
    }
    local prompt = string.format(
      "%s: %s %s, die %d + %d = %d%s (Willpower %d)",
      champion.id,
      tostring(opts.trait),
      opts.kind,
      die,
      value + st.boons + bonus,
      total,
      difficulty and (" vs " .. difficulty) or "",
      champion.willpower or 0
    )
    local o = game.choose({ side = champion.side, prompt = prompt, options = list, rule = rulebook.test_spend })
    if o.key == "accept" then break end
    if o.key == "reroll" then
      champion.willpower = champion.willpower - 1
      champion.rerolled = opts.combat
      for i = 1, #st.dice do
        roll:reroll(i)
      end
      st.dice = values(roll)
      rolled(game, champion, opts, st)
    elseif o.key == "luck" then
      local _, at = lowest(st.dice)
      roll:reroll(at)
      st.dice = values(roll)
      o.card.exhausted = true
      rolled(game, champion, opts, st)
    elseif o.key:match("^will ") then
      champion.willpower = champion.willpower - o.n
      st.raised = st.raised + o.n
    elseif o.key == "boon 1" then
      champion.boon1 = champion.boon1 - 1
      st.boons = st.boons + 1
    elseif o.key == "boon 2" then
      champion.boon2 = champion.boon2 - 1
      st.boons = st.boons + 2
    end
  end
  local die = math.min(6, highest(st.dice) + st.raised)
  local total = die + value + st.boons + bonus
  local passed = difficulty == nil or total >= difficulty
  local margin = total - (difficulty or 0)
  game.emit("test_done", {
    champion = champion,
    kind = opts.kind,
    trait = opts.trait,
    total = total,
    difficulty = difficulty,
    passed = passed,
    margin = margin,
    detail = champion.id .. " " .. total .. (passed and " passed" or " failed"),
  })
  return { die = die, dice = st.dice, total = total, passed = passed, margin = margin, parts = parts }
end

--- Tests only, the way Arena's `ai_probe` reaches its queries: actions.phase calls
--- probe(game, "probe_tests") before the Rounds and probe(game, "probe_after") after them.
--- Scenario key `probe_give` = {FIGURE = {card ids}} attaches cards first (once); each entry of
--- the list is {champion=, trait=, difficulty=, kind=, combat=, round=, source=, feat=bool,
--- duel=}; each waits for the answer `probe N`. Results: game vars `probe_N` (after: `probe_after_N`) = "die total passed margin".
function M.probe(game, key)
  if not game.vars.probe_given then
    game.vars.probe_given = true
    local ids = {}
    for id in pairs(game.scenario.probe_give or {}) do
      ids[#ids + 1] = id
    end
    table.sort(ids)
    for _, id in ipairs(ids) do
      for _, card in ipairs(game.scenario.probe_give[id]) do
        game.give(card, game.figure(id))
      end
    end
  end
  for i, p in ipairs(game.scenario[key] or {}) do
    if p.combat then
      game.vars.combat, game.vars.combat_round = p.combat, p.round or 1
    end
    local f = game.figure(p.champion)
    -- a question before each roll, so a test can rig the dice first
    game.choose({
      side = f.side,
      prompt = "probe: next test",
      options = { { key = "probe " .. i } },
      rule = rulebook.probe,
    })
    if p.feat then require("ods.spells").ask_feat(game, f) end
    local r = M.test(game, f, {
      trait = p.trait,
      difficulty = p.difficulty,
      kind = p.kind or "test",
      combat = p.combat,
      source = p.source,
      bonus = p.bonus,
      duel = p.duel,
    })
    local name = key == "probe_tests" and "probe_" or "probe_after_"
    game.vars[name .. i] = string.format("%d %d %s %d", r.die, r.total, tostring(r.passed), r.margin)
  end
  game.vars.combat, game.vars.combat_round = nil, nil
end

return M
