-- Battle Cry: combat feat.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Battle Cry",
  type = "combat_feat",
  cost = { gold = 3 },
  feat = { mods = { might = 2 } },
  text = "Feat: +2 Might for this combat round.",
  copies = 2,
  provisional = true,
}
