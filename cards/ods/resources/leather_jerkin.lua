-- Leather Jerkin: armour.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Leather Jerkin",
  type = "armour",
  cost = { gold = 2 },
  mods = { agility = 1 },
  text = "+1 Agility.",
  copies = 2,
  provisional = true,
}
