-- Storm Bow: a level-5 Upgrade card, an attack card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Storm Bow",
  kind = "upgrade",
  type = "attack",
  level = 5,
  cost = 9,
  copies = 4, -- in the level-5 Upgrade deck (arcadia.decks)
  group = "bow",
  attack = { dice = 5, type = "ranged" },
  reroll = 1,
  provisional = true,
  text = "Ranged attack with 5 dice. +1 reroll for its holder, even exhausted.",
}
