-- Traveller's Cloak: item.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Traveller's Cloak",
  type = "item",
  cost = { gold = 2 },
  mods = { resolve = 1 },
  text = "+1 Resolve.",
  copies = 2,
  provisional = true,
}
