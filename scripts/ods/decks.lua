-- Decks as comma-separated game variables `deck_NAME` (card ids, top first), shuffled by the
-- kernel (game.shuffle: the seeded generator, never rigged dice). World decks (p.15) keep their
-- resolved cards at the bottom face up: `up_NAME` counts them; a deck whose every card is
-- face up is exhausted (no Scenario from it for the rest of the game).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, table, require = ipairs, table, require

local board = require("ods.board")

local M = {}

local function key(name) return "deck_" .. name end

function M.list(game, name) return board.split(game.vars[key(name)]) end

local function store(game, name, list)
  game.vars[key(name)] = table.concat(list, ",")
  -- Nobody sees a deck's order (design principle 5); a card that looks at the top card shows
  -- it only to its player (Freya, Selene: a secret choice).
  game.hide(key(name), {})
end

function M.size(game, name) return #M.list(game, name) end

--- how many cards at the bottom of `name` lie face up
function M.face_up(game, name) return game.vars["up_" .. name] or 0 end

--- shuffles `ids` (a list) into a new deck `name`, or the deck as it is when ids is nil
--- (face-up cards become face down again: a reshuffle turns every card over)
function M.shuffle(game, name, ids)
  local list = game.shuffle(ids or M.list(game, name))
  store(game, name, list)
  game.vars["up_" .. name] = nil
  return list
end

--- takes the top card; nil when the deck is empty or (World decks) only face-up cards are left
function M.draw(game, name)
  local list = M.list(game, name)
  if #list == 0 or #list <= M.face_up(game, name) then return nil end
  local id = table.remove(list, 1)
  store(game, name, list)
  return id
end

--- puts a card at the bottom; face_up counts it among the face-up cards (resolved World and
--- Quest scenarios, p.15)
function M.bottom(game, name, id, face_up)
  local list = M.list(game, name)
  list[#list + 1] = id
  store(game, name, list)
  if face_up then game.vars["up_" .. name] = M.face_up(game, name) + 1 end
end

--- puts a card face down under the deck's face-down part, above its face-up bottom (a World
--- deck's resolved cards stay the last ones; Freya's Special): the last card drawn before the
--- deck is exhausted
function M.under(game, name, id)
  local list = M.list(game, name)
  table.insert(list, #list - M.face_up(game, name) + 1, id)
  store(game, name, list)
end

function M.put_top(game, name, id)
  local list = M.list(game, name)
  table.insert(list, 1, id)
  store(game, name, list)
end

--- takes one copy of `id` out of the deck wherever it lies (searching the deck, p.7 V);
--- returns whether it was there
function M.take(game, name, id)
  local list = M.list(game, name)
  local up = M.face_up(game, name)
  for i, x in ipairs(list) do
    if x == id then
      table.remove(list, i)
      store(game, name, list)
      if i > #list + 1 - up then game.vars["up_" .. name] = up - 1 end
      return true
    end
  end
  return false
end

--- a World or Quest deck with no face-down card left (p.15)
function M.exhausted(game, name)
  local n = M.size(game, name)
  return n == 0 or n <= M.face_up(game, name)
end

--- the card ids of `kind` (optionally those whose definition passes `keep`), each repeated by
--- its `copies` (default 1), sorted by id: a deck's contents before the shuffle
function M.contents(game, kind, keep)
  local out = {}
  for _, id in ipairs(game.card_ids(kind)) do
    local def = game.def(id)
    if def and (keep == nil or keep(def)) then
      for _ = 1, def.copies or 1 do
        out[#out + 1] = id
      end
    end
  end
  return out
end

--- deals the Hand (hand.lua owns it; kept here for the §5 contract)
function M.deal_hand(game) return require("ods.hand").deal(game) end

return M
