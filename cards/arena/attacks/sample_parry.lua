-- A sample interrupt (special) for the rules' tests: strikes the attacker and negates its attack.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Sample Parry",
  tier = "special",
  interrupt = true,
  range = 1,
  target = "attacker",
  damage = 4,
  residual = false,
  effects = { { negate = true } },
  provisional = true,
}
