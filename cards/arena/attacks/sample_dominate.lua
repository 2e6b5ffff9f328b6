-- A sample attack for tests: controlling a combatant (ATC 5.4.6). Our own design.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Sample Dominate",
  tier = "primary",
  range = 3,
  target = "enemy",
  damage = 0,
  residual = false,
  effects = { { control = true, to = "target" } },
  provisional = true,
  text = "Range 3, 1 enemy. Hit: you control the target: it makes one of its attacks, your team choosing.",
}
