-- Grasping Roots (morvath, controller, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Grasping Roots",
  tier = "primary",
  interrupt = false,
  range = 8,
  target = "area",
  up_to = 1,
  damage = 8,
  residual = 5,
  effects = {
    { condition = "slowed", to = "target", duration = "temporary" },
  },
  role = "controller",
  hero = "morvath",
  text = "Ranged, every combatant in a 3x3 area (allies included). Hit: 8 damage and Slowed (temporary).",
  provisional = true,
}
