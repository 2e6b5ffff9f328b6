-- A sample special area attack with a drawback, for the rules' tests (not a published card).
---@type ArenaAttack
return {
  kind = "attack",
  name = "Sample Blast",
  tier = "special",
  range = 6,
  target = "area",
  damage = 12,
  benefit = { self_damage = 5 },
  effects = { { push = 1, to = "target" } },
  provisional = true,
}
