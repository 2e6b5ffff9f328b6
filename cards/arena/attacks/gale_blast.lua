-- Gale Blast (ysolde, controller, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Gale Blast",
  tier = "special",
  interrupt = false,
  range = 8,
  target = "line",
  up_to = 1,
  damage = 16,
  residual = 15,
  effects = {
    { push = 2, to = "target" },
  },
  role = "controller",
  hero = "ysolde",
  text = "Ranged, every enemy in one straight line from you. Hit: 16 damage and push each one hit up to 2 squares away from you.",
  provisional = true,
}
