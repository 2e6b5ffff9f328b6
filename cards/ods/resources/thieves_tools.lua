-- Thieves' Tools: item.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Thieves' Tools",
  type = "item",
  cost = { gold = 4 },
  mods = { insight = 1, awareness = 1 },
  text = "+1 Insight, +1 Awareness.",
  copies = 1,
  provisional = true,
}
