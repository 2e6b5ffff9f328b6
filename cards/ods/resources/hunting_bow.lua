-- Hunting Bow: weapon.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Hunting Bow",
  type = "weapon",
  cost = { gold = 4 },
  mods = { might = 1, awareness = 1 },
  text = "+1 Might, +1 Awareness.",
  copies = 2,
  provisional = true,
}
