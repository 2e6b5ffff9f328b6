-- The Upgrade decks (rulebook p.16, p.24): one deck per level, 1 to 6, holding the upgrade cards
-- of that level, each as many times as its `copies` (default 1). Starter cards (level
-- "starter") and scenario Reward cards (`reward = true`) belong to no deck. The campaign's
-- Upgrade Phase deals from here (arcadia.campaign), so a card joins a deck by its data alone:
-- put a card file with `kind = "upgrade"` and `level = N` under cards/arcadia/.

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, tostring, error, math = ipairs, tostring, error, math

local decks = {}

decks.LEVELS = 6

local function check_level(level)
  if math.type(level) ~= "integer" or level < 1 or level > decks.LEVELS then
    error("upgrade deck: level must be a whole number from 1 to " .. decks.LEVELS .. ", got " .. tostring(level), 3)
  end
end

--- Whether upgrade card definition `d` belongs to a level deck; a card that is neither a
--- starter nor a reward card must have a level from 1 to 6 and a whole number of copies.
local function in_decks(d)
  if d.level == "starter" or d.reward then return false end
  if math.type(d.level) ~= "integer" or d.level < 1 or d.level > decks.LEVELS then
    error(
      "card `"
        .. d.id
        .. "`: an upgrade card needs `level` 1 to "
        .. decks.LEVELS
        .. ', "starter" or `reward = true` (got level '
        .. tostring(d.level)
        .. ")",
      0
    )
  end
  local n = d.copies
  if n ~= nil and (math.type(n) ~= "integer" or n < 1) then
    error("card `" .. d.id .. "`: `copies` must be a whole number of at least 1, got " .. tostring(n), 0)
  end
  return true
end

--- The distinct card ids of the Upgrade deck of `level`, sorted.
function decks.cards(game, level)
  check_level(level)
  local out = {}
  for _, id in ipairs(game.card_ids("upgrade")) do
    local d = game.def(id)
    if in_decks(d) and d.level == level then out[#out + 1] = id end
  end
  return out
end

--- The Upgrade deck of `level` as dealt: card ids, sorted, each repeated `copies` times.
function decks.deck(game, level)
  local out = {}
  for _, id in ipairs(decks.cards(game, level)) do
    for _ = 1, game.def(id).copies or 1 do
      out[#out + 1] = id
    end
  end
  return out
end

--- The scenario Reward card ids (upgrade cards with `reward = true`), sorted.
function decks.rewards(game)
  local out = {}
  for _, id in ipairs(game.card_ids("upgrade")) do
    if game.def(id).reward == true then out[#out + 1] = id end
  end
  return out
end

return decks
