-- Long-Haft Sweep (hrolf, bruiser, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Long-Haft Sweep",
  tier = "primary",
  interrupt = false,
  range = 2,
  target = "enemy",
  up_to = 1,
  damage = 9,
  residual = 5,
  effects = {
    { condition = "toughened", to = "self", duration = "temporary" },
  },
  role = "bruiser",
  hero = "hrolf",
  text = "Melee (range 2), 1 enemy. Hit: 9 damage and you become Toughened (temporary).",
  provisional = true,
}
