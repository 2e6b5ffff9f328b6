-- One of the Molten Tyrant's attack cards (ATC 10.3.1, phase 5: drawn at random). Our numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Lava Whip",
  tier = "primary",
  range = 2,
  target = "enemy",
  up_to = 1,
  damage = 12,
  text = "Melee 2 squares, 1 enemy: 12 damage.",
  provisional = true,
}
