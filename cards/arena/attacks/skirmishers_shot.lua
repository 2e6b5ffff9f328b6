-- Skirmisher's Shot (nyra, shooter, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Skirmisher's Shot",
  tier = "primary",
  interrupt = false,
  range = 8,
  target = "enemy",
  up_to = 1,
  damage = 10,
  residual = 5,
  benefit = { move = 2 },
  role = "shooter",
  hero = "nyra",
  text = "Ranged, 1 enemy. Benefit: you may move up to 2 squares before declaring the target. Hit: 10 damage.",
  provisional = true,
}
