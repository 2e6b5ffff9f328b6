-- A villain's attack (ATC 10.2.1: villains' attacks come from the quest guide). Our own numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Sniper's Bolt",
  tier = "primary",
  range = 8,
  target = "enemy",
  up_to = 1,
  damage = 8,
  text = "Ranged 8 squares, 1 enemy: 8 damage.",
  provisional = true,
}
