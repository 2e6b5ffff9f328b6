-- Shield Bash (brannoc, tank, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Shield Bash",
  tier = "primary",
  interrupt = false,
  range = 1,
  target = "enemy",
  up_to = 1,
  damage = 8,
  residual = 5,
  effects = {
    { push = 2, to = "target" },
  },
  role = "tank",
  hero = "brannoc",
  text = "Melee, 1 enemy. Hit: 8 damage and push the target up to 2 squares away from you.",
  provisional = true,
}
