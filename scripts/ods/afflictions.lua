-- Afflictions (p.15): gaining one from the Affliction deck (`deck_affliction`), removing one
-- (it is shuffled back into the deck), the Turn-end rolls (p.16 Progressing the Story).
-- Card format: docs/ODS.md §4.5. Trait penalties are read by traits.lua (they always stack).
--
-- Removal (`remove = {...}` on the card; each method removes one card at a time, p.15):
--   {action = true, test = {trait =, difficulty =}}  an action of its champion: try_remove
--   {rest = true}                 a Rest action removes it (actions.lua calls on_rest)
--   {at = {type = T} | {tag = X} | SPACE}   removed at Turn end when its champion stands there
--   {turn_end_roll = {5, 6}}      at Turn end a d6 showing one of these removes it
-- `turn_end = {steps}` on the card: its penalty, run for its champion at every Turn end
-- (before the roll); `turn_end_roll = {remove = {5, 6}, fail = {steps}}` also accepted.

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, type, tostring, error, require = ipairs, type, tostring, error, require

local decks = require("ods.decks")
local board = require("ods.board")

local M = {}

local TYPES = { mental = true, physical = true, magical = true }
local DECK = "affliction"

--- the affliction cards (instances) a champion holds, in the order gained
function M.of(game, champion)
  local out = {}
  for _, c in ipairs(game.cards({ holder = champion })) do
    if c.def and c.def.kind == "affliction" then out[#out + 1] = c end
  end
  return out
end

--- the first affliction of `champion` matching `which` ("random"/nil: the first gained; a
--- type; a card id), or nil
function M.find(game, champion, which)
  for _, c in ipairs(M.of(game, champion)) do
    if which == nil or which == "random" or which == true or c.card == which or c.def.type == which then return c end
  end
  return nil
end

--- draws the id to gain: the top card; with a type, cards of other types go to the bottom
--- until one matches (a whole pass without one: nothing); an id is searched in the deck
local function draw_id(game, which)
  if which == nil or which == "random" then return decks.draw(game, DECK) end
  if TYPES[which] then
    for _ = 1, decks.size(game, DECK) do
      local id = decks.draw(game, DECK)
      if id == nil then return nil end
      local def = game.def(id)
      if def and def.type == which then return id end
      decks.bottom(game, DECK, id, false)
    end
    return nil
  end
  if not game.def(which) then error("afflictions.gain: unknown affliction " .. tostring(which), 2) end
  if decks.take(game, DECK, which) then return which end
  return nil
end

--- a champion gains an affliction (p.15): which = "random" | "mental" | "physical" |
--- "magical" | a card id. Returns the card instance, or nil when the deck has none to give.
function M.gain(game, champion, which)
  champion = game.figure(champion)
  local id = draw_id(game, which)
  if not id then
    game.log(champion.id .. ": no affliction left to draw (" .. tostring(which) .. ")")
    return nil
  end
  local card = game.give(id, champion)
  game.log(champion.id .. " is afflicted: " .. ((card.def and card.def.name) or id))
  game.emit("affliction_gained", { champion = champion, card = card, detail = champion.id .. " " .. id })
  return card
end

--- removes an affliction from its champion; the card is shuffled back into the deck (p.15)
function M.remove(game, champion, card)
  champion = game.figure(champion)
  if type(card) == "number" then card = game.card(card) end
  local id = card.card
  game.move_card(card, nil)
  local list = decks.list(game, DECK)
  list[#list + 1] = id
  decks.shuffle(game, DECK, list)
  game.emit("affliction_removed", { champion = champion, card = card, detail = champion.id .. " " .. id })
end

--- afflictions the champion could remove by an action now (a test each; actions.lua offers them)
function M.removable_by_action(game, champion)
  local out = {}
  for _, c in ipairs(M.of(game, champion)) do
    local r = c.def.remove
    if r and r.action then out[#out + 1] = c end
  end
  return out
end

--- the removal action (p.15): the card's test, removed on a pass; returns whether removed
function M.try_remove(game, champion, card)
  local r = card.def.remove or {}
  if r.test then
    local res = require("ods.tests").test(
      game,
      champion,
      { trait = r.test.trait, difficulty = r.test.difficulty, kind = "test", source = card }
    )
    if not res.passed then return false end
  end
  M.remove(game, champion, card)
  return true
end

--- a Rest action removes one affliction that says so (p.15: one card at a time)
function M.on_rest(game, champion)
  for _, c in ipairs(M.of(game, champion)) do
    if c.def.remove and c.def.remove.rest then
      M.remove(game, champion, c)
      return c
    end
  end
  return nil
end

local function at_matches(game, space, where)
  if space == nil then return false end
  if type(where) == "string" then return space == where end
  local s = game.space(space)
  if where.type and s.kind ~= where.type then return false end
  if where.tag then
    local found = false
    for _, t in ipairs(s.tags or {}) do
      if t == where.tag then found = true end
    end
    if not found then return false end
  end
  return true
end

local function roll_faces(def)
  local r = def.turn_end_roll or (def.remove and def.remove.turn_end_roll)
  if r == nil then return nil, nil end
  if r.remove then return r.remove, r.fail end
  return r, nil
end

local function contains(list, x)
  for _, y in ipairs(list) do
    if y == x then return true end
  end
  return false
end

--- one champion's Turn end: penalties, then rolls and places that remove a card
local function champion_turn_end(game, champion)
  local steps = require("ods.steps")
  local removed_by_place = false
  for _, c in ipairs(M.of(game, champion)) do
    local def = c.def
    local ctx = { champion = champion, card = c.card, space = champion.at }
    if def.turn_end then steps.run(game, def.turn_end, ctx) end
    if not champion.on_board or champion.dead then return end
    local faces, fail = roll_faces(def)
    if faces then
      local n = steps.d6(game)
      game.log(champion.id .. " rolls " .. n .. " for " .. (def.name or c.card))
      if contains(faces, n) then
        M.remove(game, champion, c)
      elseif fail then
        steps.run(game, fail, ctx)
      end
    elseif not removed_by_place and def.remove and def.remove.at and at_matches(game, champion.at, def.remove.at) then
      removed_by_place = true
      M.remove(game, champion, c)
    end
  end
end

--- Turn end (p.16): every champion's afflictions that roll a die, or that leave on a place
function M.turn_end(game)
  for _, champion in ipairs(board.champions(game)) do
    if champion.on_board and not champion.dead then champion_turn_end(game, champion) end
  end
end

return M
