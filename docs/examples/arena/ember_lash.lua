-- cards/arena/attacks/ember_lash.lua
---@type ArenaAttack
return {
  kind = "attack",
  name = "Ember Lash",
  tier = "primary",
  range = 2,                 -- range-2 melee: never incites reaction attacks
  target = "enemy",
  damage = 10,
  effects = { { condition = "weakened", to = "target", duration = "temporary" } },
  text = "Range 2, 1 enemy. Hit: 10 damage and the target is Weakened until your next turn.",
  provisional = true,
}
