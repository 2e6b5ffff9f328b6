-- A sample primary ranged attack for the rules' tests (not a published card).
---@type ArenaAttack
return {
  kind = "attack",
  name = "Sample Volley",
  tier = "primary",
  range = 8,
  target = "enemy",
  up_to = 3,
  damage = 9,
  provisional = true,
}
