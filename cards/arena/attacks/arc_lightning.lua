-- Arc Lightning (ysolde, controller, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Arc Lightning",
  tier = "primary",
  interrupt = false,
  range = 8,
  target = "enemy",
  up_to = 3,
  damage = 8,
  residual = 5,
  role = "controller",
  hero = "ysolde",
  text = "Ranged, up to 3 enemies. Hit: 8 damage to each enemy hit.",
  provisional = true,
}
