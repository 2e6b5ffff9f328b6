-- Hunting Falcon: companion.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Hunting Falcon",
  type = "companion",
  cost = { test = { trait = "persuasion", difficulty = 7 } },
  mods = { awareness = 2 },
  text = "+2 Awareness. Recruit: Persuasion 7.",
  copies = 1,
  provisional = true,
}
