-- Warden's Maul (maelis, tank, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Warden's Maul",
  tier = "primary",
  interrupt = false,
  range = 1,
  target = "enemy",
  up_to = 1,
  damage = 10,
  residual = 5,
  effects = {
    { condition = "slowed", to = "target", duration = "temporary" },
  },
  role = "tank",
  hero = "maelis",
  text = "Melee, 1 enemy. Hit: 10 damage and the target is Slowed (temporary).",
  provisional = true,
}
