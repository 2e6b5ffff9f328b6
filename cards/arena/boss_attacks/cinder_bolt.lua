-- One of the Molten Tyrant's attack cards (ATC 10.3.1, phase 5: drawn at random). Our numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Cinder Bolt",
  tier = "primary",
  range = 8,
  target = "enemy",
  up_to = 1,
  damage = 10,
  text = "Ranged 8 squares, 1 enemy: 10 damage.",
  provisional = true,
}
