-- Searing Psalm (oren, healer, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Searing Psalm",
  tier = "primary",
  interrupt = false,
  range = 8,
  target = "enemy",
  up_to = 1,
  damage = 10,
  residual = 5,
  effects = {
    { condition = "cursed", to = "target", duration = "temporary" },
  },
  role = "healer",
  hero = "oren",
  text = "Ranged, 1 enemy. Hit: 10 damage and the target is Cursed (temporary).",
  provisional = true,
}
