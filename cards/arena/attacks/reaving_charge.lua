-- Reaving Charge (vessa, brute, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Reaving Charge",
  tier = "primary",
  interrupt = false,
  range = 1,
  target = "enemy",
  up_to = 1,
  damage = 12,
  residual = 5,
  benefit = { move = 3 },
  role = "brute",
  hero = "vessa",
  text = "Melee, 1 enemy. Benefit: you may move up to 3 squares before declaring the target. Hit: 12 damage.",
  provisional = true,
}
