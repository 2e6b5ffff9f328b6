-- Phoenix Bow: a level-6 Upgrade card, an attack card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Phoenix Bow",
  kind = "upgrade",
  type = "attack",
  level = 6,
  cost = 12,
  copies = 4, -- in the level-6 Upgrade deck (arcadia.decks)
  group = "bow",
  attack = { dice = 6, type = "ranged" },
  reroll = 1,
  provisional = true,
  text = "Ranged attack with 6 dice. +1 reroll for its holder, even exhausted.",
}
