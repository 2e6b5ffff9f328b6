-- Iron Resolve (hrolf, bruiser, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Iron Resolve",
  tier = "special",
  interrupt = false,
  range = 0,
  target = "self",
  up_to = 1,
  damage = 0,
  residual = false,
  effects = {
    { remove_effects = "harmful", to = "self" },
    { heal = 15, to = "self" },
    { condition = "protected", to = "self", duration = "temporary" },
  },
  role = "bruiser",
  hero = "hrolf",
  text = "Yourself. Hit: remove every harmful effect from you, regain 15 HP and become Protected (temporary). Miss: nothing.",
  provisional = true,
}
