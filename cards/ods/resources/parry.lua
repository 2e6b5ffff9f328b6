-- Parry: combat feat.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Parry",
  type = "combat_feat",
  cost = { gold = 3 },
  feat = { mods = { agility = 2 } },
  text = "Feat: +2 Agility for this combat round.",
  copies = 2,
  provisional = true,
}
