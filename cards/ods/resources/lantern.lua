-- Lantern: item.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Lantern",
  type = "item",
  cost = { gold = 2 },
  mods = { awareness = 1 },
  text = "+1 Awareness.",
  copies = 2,
  provisional = true,
}
