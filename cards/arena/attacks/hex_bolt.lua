-- Hex Bolt (morvath, controller, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Hex Bolt",
  tier = "primary",
  interrupt = false,
  range = 8,
  target = "enemy",
  up_to = 1,
  damage = 9,
  residual = 5,
  effects = {
    { condition = "cursed", to = "target", duration = "temporary" },
  },
  role = "controller",
  hero = "morvath",
  text = "Ranged, 1 enemy. Hit: 9 damage and the target is Cursed (temporary).",
  provisional = true,
}
