-- Leather Armor: a level-1 Upgrade card, a Permanent card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Leather Armor",
  kind = "upgrade",
  type = "permanent",
  level = 1,
  cost = 2,
  copies = 3, -- in the level-1 Upgrade deck (arcadia.decks)
  group = "armor",
  extra_defence = 1,
  provisional = true,
  text = "+1 defence die for its holder.",
}
