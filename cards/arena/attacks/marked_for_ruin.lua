-- Marked for Ruin (dorran, tactician, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Marked for Ruin",
  tier = "special",
  interrupt = false,
  range = 2,
  target = "enemy",
  up_to = 1,
  damage = 15,
  residual = 15,
  effects = {
    { condition = "exposed", to = "target", duration = "permanent" },
  },
  role = "tactician",
  hero = "dorran",
  text = "Melee (range 2), 1 enemy. Hit: 15 damage and the target is Exposed (permanent).",
  provisional = true,
}
