-- Spirits of Rage: spell.
-- The rulebook names it: a Turn-long benefit, +Might, never stacked with itself (p.11, FAQ p.17); the numbers are ours.
---@type OdsResource
return {
  kind = "resource",
  name = "Spirits of Rage",
  type = "spell",
  cost = { gold = 4 },
  spell = { duration = "turn", to = "space", mods = { might = 1 } },
  text = "Invoke: every champion on your space has +1 Might this Turn.",
  copies = 2,
  provisional = true,
}
