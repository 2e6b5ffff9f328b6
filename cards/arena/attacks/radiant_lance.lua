-- Radiant Lance (aurelle, healer, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Radiant Lance",
  tier = "primary",
  interrupt = false,
  range = 8,
  target = "enemy",
  up_to = 1,
  damage = 9,
  residual = 5,
  effects = {
    { heal = 4, to = "ally", range = 8 },
  },
  role = "healer",
  hero = "aurelle",
  text = "Ranged, 1 enemy. Hit: 9 damage and one ally within 8 squares regains 4 HP.",
  provisional = true,
}
