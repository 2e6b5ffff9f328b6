-- Reckless Strike: combat feat.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Reckless Strike",
  type = "combat_feat",
  cost = { gold = 4 },
  feat = { mods = { might = 3, agility = -1 } },
  text = "Feat: +3 Might and -1 Agility for this combat round.",
  copies = 1,
  provisional = true,
}
