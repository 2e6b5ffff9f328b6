-- Winged Boots: a level-5 Upgrade card, a Permanent card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Winged Boots",
  kind = "upgrade",
  type = "permanent",
  level = 5,
  cost = 8,
  copies = 4, -- in the level-5 Upgrade deck (arcadia.decks)
  group = "gear",
  extra_defence = 1,
  extra_movement = 1,
  provisional = true,
  text = "+1 movement point in each activation and +1 defence die for its holder.",
}
