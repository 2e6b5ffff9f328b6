-- A sample attack for tests: copying an attack (ATC 5.4.5). Our own design.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Sample Mimic",
  tier = "primary",
  range = 3,
  target = "enemy",
  damage = 0,
  residual = false,
  effects = { { copy = true, to = "target" } },
  provisional = true,
  text = "Range 3, 1 enemy. Hit: make the last attack the target declared, exactly as written.",
}
