-- Word of Silence (morvath, controller, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Word of Silence",
  tier = "special",
  interrupt = false,
  range = 8,
  target = "enemy",
  up_to = 2,
  damage = 15,
  residual = 15,
  effects = {
    { condition = "no_special", to = "target", duration = "temporary" },
  },
  role = "controller",
  hero = "morvath",
  text = "Ranged, up to 2 enemies. Hit: 15 damage and, until your next turn, each enemy hit can't make Special Attacks.",
  provisional = true,
}
