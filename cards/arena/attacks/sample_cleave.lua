-- A sample primary melee attack for the rules' tests (not a published card).
---@type ArenaAttack
return {
  kind = "attack",
  name = "Sample Cleave",
  tier = "primary",
  range = 1,
  target = "enemy",
  up_to = 2,
  damage = 10,
  effects = { { condition = "vulnerable", to = "target", duration = "temporary" } },
  provisional = true,
}
