-- Ring of Vigor: a level-3 Upgrade card, a Permanent card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Ring of Vigor",
  kind = "upgrade",
  type = "permanent",
  level = 3,
  cost = 5,
  copies = 4, -- in the level-3 Upgrade deck (arcadia.decks)
  group = "bling",
  reroll = 1,
  extra_life = 1,
  provisional = true,
  text = "+1 life and +1 reroll for its holder.",
}
