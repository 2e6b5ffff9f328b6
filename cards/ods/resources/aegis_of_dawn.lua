-- Aegis of Dawn: relic.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Aegis of Dawn",
  type = "relic",
  counts_as = "armour",
  mods = { agility = 2, resolve = 1 },
  text = "Relic (counts as Armour): +2 Agility, +1 Resolve.",
  copies = 1,
  provisional = true,
}
