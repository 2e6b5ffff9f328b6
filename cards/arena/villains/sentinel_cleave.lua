-- A villain's attack (ATC 10.2.1: villains' attacks come from the quest guide). Our own numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Sentinel's Cleave",
  tier = "primary",
  range = 1,
  target = "enemy",
  up_to = 1,
  damage = 9,
  text = "Melee 1 square, 1 enemy: 9 damage.",
  provisional = true,
}
