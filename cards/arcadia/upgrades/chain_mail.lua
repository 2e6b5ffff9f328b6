-- Chain Mail: a level-3 Upgrade card, a Permanent card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Chain Mail",
  kind = "upgrade",
  type = "permanent",
  level = 3,
  cost = 6,
  copies = 4, -- in the level-3 Upgrade deck (arcadia.decks)
  group = "armor",
  extra_defence = 2,
  provisional = true,
  text = "+2 defence dice for its holder.",
}
