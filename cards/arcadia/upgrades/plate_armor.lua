-- Plate Armor: a level-5 Upgrade card, a Permanent card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Plate Armor",
  kind = "upgrade",
  type = "permanent",
  level = 5,
  cost = 9,
  copies = 4, -- in the level-5 Upgrade deck (arcadia.decks)
  group = "armor",
  extra_defence = 2,
  extra_life = 1,
  provisional = true,
  text = "+2 defence dice and +1 life for its holder.",
}
