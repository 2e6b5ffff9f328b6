-- Hundred Cuts (ilsa, tactician, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Hundred Cuts",
  tier = "special",
  interrupt = false,
  range = 2,
  target = "line",
  up_to = 1,
  damage = 16,
  residual = 15,
  effects = {
    { condition = "vulnerable", to = "target", duration = "temporary" },
  },
  role = "tactician",
  hero = "ilsa",
  text = "Melee (range 2), every enemy in one straight line from you. Hit: 16 damage and Vulnerable (temporary).",
  provisional = true,
}
