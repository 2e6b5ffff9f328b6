-- Iron Helm: armour.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Iron Helm",
  type = "armour",
  cost = { gold = 3 },
  mods = { resolve = 2 },
  text = "+2 Resolve: a steady head under the steel.",
  copies = 1,
  provisional = true,
}
