-- Hamstring Cut (ilsa, tactician, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Hamstring Cut",
  tier = "primary",
  interrupt = false,
  range = 1,
  target = "enemy",
  up_to = 1,
  damage = 9,
  residual = 5,
  effects = {
    { condition = "slowed", to = "target", duration = "temporary" },
  },
  role = "tactician",
  hero = "ilsa",
  text = "Melee, 1 enemy. Hit: 9 damage and the target is Slowed (temporary).",
  provisional = true,
}
