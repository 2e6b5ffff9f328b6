-- Round Shield: armour.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Round Shield",
  type = "armour",
  cost = { gold = 4 },
  mods = { agility = 1, resolve = 1 },
  text = "+1 Agility, +1 Resolve.",
  copies = 2,
  provisional = true,
}
