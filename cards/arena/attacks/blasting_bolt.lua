-- Blasting Bolt (nyra, shooter, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Blasting Bolt",
  tier = "special",
  interrupt = false,
  range = 8,
  target = "enemy",
  up_to = 1,
  damage = 18,
  residual = 15,
  effects = {
    { push = 1, to = "target" },
    { damage = 6, to = "enemies_near_target" },
  },
  role = "shooter",
  hero = "nyra",
  text = "Ranged, 1 enemy. Hit: 18 damage; push the target 1 square away from you, then every other enemy adjacent to it takes 6 damage.",
  provisional = true,
}
