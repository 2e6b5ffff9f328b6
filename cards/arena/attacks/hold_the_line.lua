-- Hold the Line (maelis, tank, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Hold the Line",
  tier = "primary",
  interrupt = false,
  range = 1,
  target = "enemy",
  up_to = 1,
  damage = 8,
  residual = 5,
  effects = {
    { condition = "protected", to = "ally", range = 2, duration = "temporary" },
  },
  role = "tank",
  hero = "maelis",
  text = "Melee, 1 enemy. Hit: 8 damage and one ally within 2 squares becomes Protected (temporary).",
  provisional = true,
}
