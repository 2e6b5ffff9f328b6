-- Clear Sight: spell.
-- Our own design (provisional): name, cost, modifiers and copies.
---@type OdsResource
return {
  kind = "resource",
  name = "Clear Sight",
  type = "spell",
  cost = { gold = 3 },
  spell = { duration = "turn", to = "space", mods = { insight = 1, awareness = 1 } },
  text = "Invoke: every champion on your space has +1 Insight and +1 Awareness this Turn.",
  copies = 1,
  provisional = true,
}
