-- Earthbreaker (korrag, brute, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Earthbreaker",
  tier = "special",
  interrupt = false,
  range = 2,
  target = "area",
  up_to = 1,
  damage = 16,
  residual = 15,
  effects = {
    { condition = "slowed", to = "target", duration = "temporary" },
  },
  role = "brute",
  hero = "korrag",
  text = "Melee (range 2), every combatant in a 3x3 area, allies and yourself included. Hit: 16 damage and Slowed (temporary).",
  provisional = true,
}
