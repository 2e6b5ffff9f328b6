-- Warding: spell.
-- The rulebook names it: a Turn-long benefit different from Spirits of Rage's, so both stack (FAQ p.17); +1 Agility is ours.
---@type OdsResource
return {
  kind = "resource",
  name = "Warding",
  type = "spell",
  cost = { gold = 4 },
  spell = { duration = "turn", to = "space", mods = { agility = 1 } },
  text = "Invoke: every champion on your space has +1 Agility this Turn.",
  copies = 2,
  provisional = true,
}
