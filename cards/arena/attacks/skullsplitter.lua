-- Skullsplitter (korrag, brute, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Skullsplitter",
  tier = "primary",
  interrupt = false,
  range = 1,
  target = "enemy",
  up_to = 1,
  damage = 14,
  residual = 5,
  benefit = { self_damage = 3 },
  role = "brute",
  hero = "korrag",
  text = "Melee, 1 enemy. Drawback: take 3 damage before striking (never below 1 HP). Hit: 14 damage.",
  provisional = true,
}
