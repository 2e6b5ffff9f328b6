-- Purifying Wave (oren, healer, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Purifying Wave",
  tier = "special",
  interrupt = false,
  range = 8,
  target = "ally",
  up_to = 3,
  damage = 0,
  residual = false,
  effects = {
    { remove_effects = "harmful", to = "target" },
    { heal = 10, to = "target" },
  },
  role = "healer",
  hero = "oren",
  text = "Ranged, up to 3 allies. Hit: remove every harmful effect from each ally hit, and it regains 10 HP. Miss: nothing.",
  provisional = true,
}
