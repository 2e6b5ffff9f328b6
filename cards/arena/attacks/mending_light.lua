-- Mending Light (aurelle, healer, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Mending Light",
  tier = "primary",
  interrupt = false,
  range = 8,
  target = "ally",
  up_to = 1,
  damage = 0,
  residual = false,
  effects = {
    { heal = 8, to = "target" },
  },
  role = "healer",
  hero = "aurelle",
  text = "Ranged, 1 ally. Hit: the ally regains 8 HP. Miss: nothing.",
  provisional = true,
}
