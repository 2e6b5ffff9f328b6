-- Chain Mail: armour.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Chain Mail",
  type = "armour",
  cost = { gold = 5 },
  mods = { agility = 2 },
  text = "+2 Agility.",
  copies = 2,
  provisional = true,
}
