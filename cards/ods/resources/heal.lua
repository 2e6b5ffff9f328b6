-- Heal: spell.
-- The rulebook names it as a per-use spell (p.11); the amount is ours.
---@type OdsResource
return {
  kind = "resource",
  name = "Heal",
  type = "spell",
  cost = { gold = 3 },
  spell = { duration = "use", to = "champion", heal = 2 },
  text = "Invoke: a champion on your space regains 2 Health. May be invoked again.",
  copies = 2,
  provisional = true,
}
