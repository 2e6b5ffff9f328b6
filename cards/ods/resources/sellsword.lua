-- Sellsword: companion.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Sellsword",
  type = "companion",
  cost = { test = { trait = "persuasion", difficulty = 8 } },
  mods = { might = 1, agility = 1 },
  text = "+1 Might, +1 Agility. Recruit: Persuasion 8.",
  copies = 1,
  provisional = true,
}
