-- One of the Molten Tyrant's attack cards (ATC 10.3.1, phase 5: drawn at random). Our numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Ash Cloud",
  tier = "primary",
  range = 6,
  target = "enemy",
  up_to = 1,
  damage = 8,
  effects = { { condition = "cursed", to = "target", duration = "temporary" } },
  text = "Ranged 6 squares, 1 enemy: 8 damage.",
  provisional = true,
}
