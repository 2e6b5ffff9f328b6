-- Spear: weapon.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Spear",
  type = "weapon",
  cost = { gold = 5 },
  mods = { might = 1, agility = 1 },
  text = "+1 Might, +1 Agility: reach keeps foes off.",
  copies = 2, -- the 48th Resource card of the box (p.4)
  provisional = true,
}
