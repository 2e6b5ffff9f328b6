-- Elven Bow: a level-3 Upgrade card, an attack card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Elven Bow",
  kind = "upgrade",
  type = "attack",
  level = 3,
  cost = 6,
  copies = 4, -- in the level-3 Upgrade deck (arcadia.decks)
  group = "bow",
  attack = { dice = 4, type = "ranged" },
  reroll = 1,
  provisional = true,
  text = "Ranged attack with 4 dice. +1 reroll for its holder, even exhausted.",
}
