-- Quake Stomp (maelis, tank, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Quake Stomp",
  tier = "special",
  interrupt = false,
  range = 2,
  target = "area",
  up_to = 1,
  damage = 15,
  residual = 15,
  effects = {
    { push = 1, to = "target" },
  },
  role = "tank",
  hero = "maelis",
  text = "Melee (range 2), every combatant in a 3x3 area (allies included). Hit: 15 damage and push each one hit 1 square away from you.",
  provisional = true,
}
