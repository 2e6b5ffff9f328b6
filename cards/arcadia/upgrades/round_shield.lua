-- Round Shield: a level-2 Upgrade card, a Permanent card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Round Shield",
  kind = "upgrade",
  type = "permanent",
  level = 2,
  cost = 4,
  copies = 4, -- in the level-2 Upgrade deck (arcadia.decks)
  group = "shield",
  extra_defence = 1,
  reroll = 1,
  provisional = true,
  text = "+1 defence die and +1 reroll for its holder.",
}
