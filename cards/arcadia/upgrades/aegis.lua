-- Aegis: a level-6 Upgrade card, a Permanent card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Aegis",
  kind = "upgrade",
  type = "permanent",
  level = 6,
  cost = 11,
  copies = 4, -- in the level-6 Upgrade deck (arcadia.decks)
  group = "shield",
  extra_defence = 3,
  reroll = 2,
  provisional = true,
  text = "+3 defence dice and +2 rerolls for its holder.",
}
