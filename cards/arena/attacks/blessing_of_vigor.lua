-- Blessing of Vigor (oren, healer, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Blessing of Vigor",
  tier = "primary",
  interrupt = false,
  range = 8,
  target = "ally",
  up_to = 1,
  damage = 0,
  residual = false,
  effects = {
    { heal = 6, to = "target" },
    { condition = "blessed", to = "target", duration = "temporary" },
  },
  role = "healer",
  hero = "oren",
  text = "Ranged, 1 ally. Hit: the ally regains 6 HP and is Blessed (temporary). Miss: nothing.",
  provisional = true,
}
