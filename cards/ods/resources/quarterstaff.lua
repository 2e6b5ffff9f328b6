-- Quarterstaff: weapon.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Quarterstaff",
  type = "weapon",
  cost = { gold = 2 },
  mods = { agility = 1 },
  text = "+1 Agility: a walking staff that turns blows.",
  copies = 2,
  provisional = true,
}
