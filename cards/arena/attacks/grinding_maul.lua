-- Grinding Maul (hrolf, bruiser, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Grinding Maul",
  tier = "primary",
  interrupt = false,
  range = 1,
  target = "enemy",
  up_to = 1,
  damage = 10,
  residual = 5,
  effects = {
    { heal = 3, to = "self" },
  },
  role = "bruiser",
  hero = "hrolf",
  text = "Melee, 1 enemy. Hit: 10 damage and you regain 3 HP.",
  provisional = true,
}
