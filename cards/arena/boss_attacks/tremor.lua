-- One of the Molten Tyrant's attack cards (ATC 10.3.1, phase 5: drawn at random). Our numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Tremor",
  tier = "primary",
  range = 1,
  target = "enemy",
  up_to = 1,
  damage = 10,
  effects = { { push = 2, to = "target" } },
  text = "Melee 1 square, 1 enemy: 10 damage.",
  provisional = true,
}
