-- Unravel (ysolde, controller, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Unravel",
  tier = "special",
  interrupt = false,
  range = 8,
  target = "enemy",
  up_to = 1,
  damage = 15,
  residual = 15,
  effects = {
    { remove_effects = "helpful", to = "target" },
    { condition = "exposed", to = "target", duration = "temporary" },
  },
  role = "controller",
  hero = "ysolde",
  text = "Ranged, 1 enemy. Hit: 15 damage; remove every helpful effect from the target, then it is Exposed (temporary).",
  provisional = true,
}
