-- Focused Aim: a sample Permanent card whose effect costs exhausting the Hero. Our own design.
---@type ArcadiaCard
return {
  name = "Focused Aim",
  kind = "upgrade",
  type = "permanent",
  level = 1,
  cost = 2,
  copies = 3, -- in the level-1 Upgrade deck (arcadia.decks)
  group = "gear",
  declare = { type = "ranged", attack_dice = 1, cost = { exhaust_hero = true } },
  provisional = true,
  text = "Ranged attacks only: before rolling, exhaust the Hero to roll 1 extra die.",
}
