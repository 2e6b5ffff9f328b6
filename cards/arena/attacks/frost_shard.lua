-- Frost Shard (ysolde, controller, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Frost Shard",
  tier = "primary",
  interrupt = false,
  range = 8,
  target = "enemy",
  up_to = 1,
  damage = 10,
  residual = 5,
  effects = {
    { condition = "slowed", to = "target", duration = "temporary" },
  },
  role = "controller",
  hero = "ysolde",
  text = "Ranged, 1 enemy. Hit: 10 damage and the target is Slowed (temporary).",
  provisional = true,
}
