-- Tower Shield: a level-4 Upgrade card, a Permanent card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Tower Shield",
  kind = "upgrade",
  type = "permanent",
  level = 4,
  cost = 7,
  copies = 4, -- in the level-4 Upgrade deck (arcadia.decks)
  group = "shield",
  extra_defence = 2,
  reroll = 1,
  provisional = true,
  text = "+2 defence dice and +1 reroll for its holder.",
}
