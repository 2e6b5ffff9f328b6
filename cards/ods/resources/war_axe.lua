-- War Axe: weapon.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "War Axe",
  type = "weapon",
  cost = { gold = 5 },
  mods = { might = 2 },
  text = "+2 Might.",
  copies = 2,
  provisional = true,
}
