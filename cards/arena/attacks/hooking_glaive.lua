-- Hooking Glaive (dorran, tactician, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Hooking Glaive",
  tier = "primary",
  interrupt = false,
  range = 2,
  target = "enemy",
  up_to = 1,
  damage = 10,
  residual = 5,
  effects = {
    { push = 2, to = "target" },
  },
  role = "tactician",
  hero = "dorran",
  text = "Melee (range 2), 1 enemy. Hit: 10 damage and push the target up to 2 squares away from you.",
  provisional = true,
}
