-- One of the Molten Tyrant's attack cards (ATC 10.3.1, phase 5: drawn at random). Our numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Meteor Crash",
  tier = "special",
  range = 4,
  target = "enemy",
  up_to = 1,
  damage = 20,
  effects = { { condition = "slowed", to = "target", duration = "temporary" } },
  text = "Ranged 4 squares, 1 enemy: 20 damage.",
  provisional = true,
}
