-- Sundering Blow (dorran, tactician, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Sundering Blow",
  tier = "primary",
  interrupt = false,
  range = 1,
  target = "enemy",
  up_to = 1,
  damage = 11,
  residual = 5,
  effects = {
    { condition = "weakened", to = "target", duration = "temporary" },
  },
  role = "tactician",
  hero = "dorran",
  text = "Melee, 1 enemy. Hit: 11 damage and the target is Weakened (temporary).",
  provisional = true,
}
