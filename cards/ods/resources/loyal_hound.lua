-- Loyal Hound: companion.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Loyal Hound",
  type = "companion",
  cost = { test = { trait = "persuasion", difficulty = 6 } },
  mods = { might = 1, awareness = 1 },
  text = "+1 Might, +1 Awareness. Recruit: Persuasion 6.",
  copies = 2,
  provisional = true,
}
