-- One of the Molten Tyrant's attack cards (ATC 10.3.1, phase 5: drawn at random). Our numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Magma Fist",
  tier = "primary",
  range = 1,
  target = "enemy",
  up_to = 1,
  damage = 14,
  text = "Melee 1 square, 1 enemy: 14 damage.",
  provisional = true,
}
