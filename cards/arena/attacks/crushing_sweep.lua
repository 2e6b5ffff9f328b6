-- Crushing Sweep (hrolf, bruiser, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Crushing Sweep",
  tier = "special",
  interrupt = false,
  range = 1,
  target = "enemy",
  up_to = 3,
  damage = 15,
  residual = 15,
  effects = {
    { condition = "weakened", to = "target", duration = "temporary" },
  },
  role = "bruiser",
  hero = "hrolf",
  text = "Melee, up to 3 enemies. Hit: 15 damage and each enemy hit is Weakened (temporary).",
  provisional = true,
}
