-- Interposing Bulwark (brannoc, tank, special interrupt).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Interposing Bulwark",
  tier = "special",
  interrupt = true,
  range = 8,
  target = "attacker",
  up_to = 1,
  damage = 0,
  residual = false,
  effects = {
    { negate = true, to = "target" },
  },
  role = "tank",
  hero = "brannoc",
  text = "Interrupt, range 8: the enemy declaring an attack. Hit: its attack is negated (it is spent). Miss: nothing.",
  provisional = true,
}
