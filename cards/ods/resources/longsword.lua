-- Longsword: weapon.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Longsword",
  type = "weapon",
  cost = { gold = 3 },
  mods = { might = 1 },
  text = "+1 Might.",
  copies = 3,
  provisional = true,
}
