-- One of the Molten Tyrant's attack cards (ATC 10.3.1, phase 5: drawn at random). Our numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Infernal Blast",
  tier = "special",
  range = 8,
  target = "enemy",
  up_to = 1,
  damage = 24,
  text = "Ranged 8 squares, 1 enemy: 24 damage.",
  provisional = true,
}
