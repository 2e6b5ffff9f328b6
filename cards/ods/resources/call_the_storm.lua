-- Call the Storm: spell.
-- The rulebook names it as a per-use spell (p.11); the damage is ours.
---@type OdsResource
return {
  kind = "resource",
  name = "Call the Storm",
  type = "spell",
  cost = { gold = 5 },
  spell = { duration = "use", to = "foe", damage = 3 },
  text = "Invoke: a foe on your space loses 3 Health. May be invoked again.",
  copies = 1,
  provisional = true,
}
