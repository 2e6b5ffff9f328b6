-- Wandering Bard: companion.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Wandering Bard",
  type = "companion",
  cost = { test = { trait = "persuasion", difficulty = 6 } },
  mods = { persuasion = 2 },
  text = "+2 Persuasion. Recruit: Persuasion 6.",
  copies = 1,
  provisional = true,
}
