-- Taunting Strike (brannoc, tank, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Taunting Strike",
  tier = "primary",
  interrupt = false,
  range = 1,
  target = "enemy",
  up_to = 1,
  damage = 9,
  residual = 5,
  effects = {
    { condition = "toughened", to = "self", duration = "temporary" },
  },
  role = "tank",
  hero = "brannoc",
  text = "Melee, 1 enemy. Hit: 9 damage and you become Toughened (temporary).",
  provisional = true,
}
