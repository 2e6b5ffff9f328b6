-- Tide of Blades (korrag, brute, primary).
-- Public (ATC): name, 11 damage and the idea of its effect (moving the target to hurt nearby enemies) are in ATC 4.3.7; the push distance and the 4 damage are ours.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Tide of Blades",
  tier = "primary",
  interrupt = false,
  range = 1,
  target = "enemy",
  up_to = 1,
  damage = 11,
  residual = 5,
  effects = {
    { push = 1, to = "target" },
    { damage = 4, to = "enemies_near_target" },
  },
  role = "brute",
  hero = "korrag",
  text = "Melee, 1 enemy. Hit: 11 damage. Effect: push the target 1 square, then every other enemy adjacent to it takes 4 damage.",
  provisional = true,
}
