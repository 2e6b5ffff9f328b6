-- The Hand: five shared face-up Resource cards, acquiring, restock, second discard, gifts
-- (p.7 VI, p.10 Acquire and Gift/Take, p.11 Acquiring Resources, FAQ p.17).
-- Game var `hand` = comma list of the face-up card ids; the Resource deck is `deck_resource`
-- (comma list, top first, as decks.lua keeps it).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, error, string, table, require = ipairs, error, string, table, require

local tests = require("ods.tests")
local decks = require("ods.decks")
local board = require("ods.board")
local rulebook = require("ods.rulebook")
local M = {}

M.SIZE = 5

local function split(s)
  local out = {}
  for id in string.gmatch(s or "", "[^,]+") do
    out[#out + 1] = id
  end
  return out
end

local function join(list) return table.concat(list, ",") end

function M.list(game) return split(game.vars.hand) end

local function set_hand(game, list) game.vars.hand = join(list) end

--- puts a card id back into the Resource deck at a random place ("reshuffled back", p.11)
function M.reshuffle(game, id)
  local deck = decks.list(game, "resource")
  table.insert(deck, board.random(game, #deck + 1), id)
  game.vars.deck_resource = join(deck)
end

--- fills the Hand back to five from the top of the Resource deck (p.7 VI, p.10, p.11)
function M.deal(game)
  local hand = M.list(game)
  while #hand < M.SIZE do
    local id = decks.draw(game, "resource")
    if not id then break end
    hand[#hand + 1] = id
  end
  set_hand(game, hand)
end
M.restock = M.deal

local function take_from_hand(game, id)
  local hand = M.list(game)
  for i, x in ipairs(hand) do
    if x == id then
      table.remove(hand, i)
      set_hand(game, hand)
      return true
    end
  end
  return false
end

--- takes card `id` out of the Hand for a scenario, event or ability (p.11) and restocks it;
--- returns whether it was there
function M.take(game, id)
  local ok = take_from_hand(game, id)
  if ok then M.deal(game) end
  return ok
end

--- attaches a resource card by id to a champion (emits resource_acquired); returns the instance
function M.attach(game, champion, id)
  local card = game.give(id, champion)
  game.emit("resource_acquired", { champion = champion, card = card, detail = champion.id .. " " .. id })
  return card
end

--- a resource leaves its champion: back into the Resource deck (p.11 "whenever a player
--- discards a Resource")
function M.detach(game, champion, card)
  local id = card.card
  game.move_card(card, nil)
  game.emit("resource_lost", { champion = champion, card = card, detail = champion.id .. " " .. id })
  M.reshuffle(game, id)
end

--- Whether `champion` may try to acquire Hand card `id` now, and why not.
--- opts.anywhere (a special ability, FAQ p.17), opts.relic (relics only so), opts.free (no gold).
function M.can_acquire(game, champion, id, opts)
  opts = opts or {}
  local d = game.def(id)
  if not d or d.kind ~= "resource" then return false, id .. " is not a resource" end
  local kind = champion.at and game.space(champion.at).kind
  if not opts.anywhere and kind ~= "capital" and kind ~= "realm" then
    return false, "resources are acquired on a Capital or Realm space (p.10)"
  end
  if d.type == "relic" and not opts.relic then
    return false, "relics come only from scenarios, events or abilities (p.7, p.11)"
  end
  if d.type == "spell" and not (game.def(champion.card) or {}).spirit_touched then
    return false, "only Spirit-Touched champions acquire spells (p.11)"
  end
  local cost = d.cost or {}
  if not opts.free and not cost.test and (cost.gold or 0) > (champion.gold or 0) then
    return false, "costs " .. cost.gold .. " gold"
  end
  return true
end

--- the optional second discard after any acquire attempt, passed or failed (FAQ p.17)
function M.second_discard(game, champion)
  local hand = M.list(game)
  if #hand == 0 then return nil end
  local options, seen = {}, {}
  for _, id in ipairs(hand) do
    if not seen[id] then
      seen[id] = true
      options[#options + 1] = { key = "discard " .. id, id = id }
    end
  end
  options[#options + 1] = { key = "keep" }
  local o = game.choose({
    side = champion.side,
    options = options,
    prompt = champion.id .. ": discard one more card of the Hand (FAQ p.17)?",
    rule = rulebook.second_discard,
  })
  if o.id then
    take_from_hand(game, o.id)
    M.reshuffle(game, o.id)
  end
  return o.id
end

--- Tries to acquire Hand card `id`: pays gold, or passes its test (companions: Persuasion,
--- p.11). Returns the attached instance or nil. Then the second discard and the restock.
function M.acquire(game, champion, id, opts)
  opts = opts or {}
  local ok, why = M.can_acquire(game, champion, id, opts)
  if not ok then error("cannot acquire " .. id .. ": " .. why, 2) end
  local d = game.def(id)
  local cost = d.cost or {}
  local passed = true
  if not opts.free then
    if cost.test then
      passed = tests.test(
        game,
        champion,
        { trait = cost.test.trait, difficulty = cost.test.difficulty, kind = "test", source = id }
      ).passed
    elseif cost.gold then
      champion.gold = (champion.gold or 0) - cost.gold
    end
  end
  local card
  if passed then
    take_from_hand(game, id)
    card = M.attach(game, champion, id)
  end
  if not opts.no_discard then M.second_discard(game, champion) end
  M.deal(game)
  return card
end

-- Gift / Take (p.10): resources, gold, boon and quest tokens between champions on one space;
-- combat feats, spells and companions never move.

local FIXED = { combat_feat = true, spell = true, companion = true }

--- what `from` could hand over: options {key = "give X", ...}
function M.transferable(game, from)
  local list, seen = {}, {}
  for _, c in ipairs(from:cards()) do
    local d = c.def or {}
    if d.kind == "resource" and not FIXED[d.type] and not seen[c.card] then
      seen[c.card] = true
      list[#list + 1] = { key = "give " .. c.card, card = c }
    end
  end
  for n = 1, from.gold or 0 do
    list[#list + 1] = { key = "give gold " .. n, gold = n }
  end
  if (from.boon1 or 0) > 0 then list[#list + 1] = { key = "give boon1", var = "boon1" } end
  if (from.boon2 or 0) > 0 then list[#list + 1] = { key = "give boon2", var = "boon2" } end
  if (from.quests or 0) > 0 then list[#list + 1] = { key = "give quest", var = "quests" } end
  return list
end

local function move(game, from, to, o)
  if o.card then
    local c = nil
    for _, x in ipairs(from:cards()) do
      if x.card == o.card.card then
        c = x
        break
      end
    end
    game.move_card(c, to)
    game.emit("resource_lost", { champion = from, card = c, detail = from.id .. " " .. c.card })
    game.emit("resource_acquired", { champion = to, card = c, detail = to.id .. " " .. c.card })
  elseif o.gold then
    from.gold = from.gold - o.gold
    to.gold = (to.gold or 0) + o.gold
  else
    from[o.var] = from[o.var] - 1
    to[o.var] = (to[o.var] or 0) + 1
  end
end

--- One Gift or Take action: `actor` (the champion acting) picks what goes from `from` to `to`
--- (`give ITEM` ... `done`, one card or token each time); a Take first asks the owner's seat
--- `consent yes|no`, unless the same seat plays both. Returns the number of things moved.
function M.transfer(game, actor, from, to)
  if #M.transferable(game, from) == 0 then return 0 end
  if from ~= actor and from.side ~= actor.side then
    local c = game.choose({
      side = from.side,
      prompt = from.id .. ": let " .. actor.id .. " take from you (p.10)?",
      options = { { key = "consent yes" }, { key = "consent no" } },
      rule = rulebook.take_consent,
    })
    if c.key == "consent no" then return 0 end
  end
  local picked = {}
  while true do
    local options = M.transferable(game, from)
    if #options == 0 then break end
    options[#options + 1] = { key = "done" }
    local o = game.choose({
      side = actor.side,
      options = options,
      prompt = actor.id .. ": what goes from " .. from.id .. " to " .. to.id .. "?",
      rule = rulebook.transfer,
    })
    if o.key == "done" then break end
    move(game, from, to, o)
    picked[#picked + 1] = o.key
  end
  return #picked
end

return M
