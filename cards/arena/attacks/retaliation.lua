-- Retaliation (maelis, tank, special interrupt).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Retaliation",
  tier = "special",
  interrupt = true,
  range = 1,
  target = "attacker",
  up_to = 1,
  damage = 14,
  residual = 15,
  effects = {
    { condition = "weakened", to = "target", duration = "temporary" },
  },
  role = "tank",
  hero = "maelis",
  text = "Interrupt, melee: the adjacent enemy declaring an attack. Hit: 14 damage and it is Weakened (temporary) before its attack goes on.",
  provisional = true,
}
