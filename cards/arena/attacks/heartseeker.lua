-- Heartseeker (nyra, shooter, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Heartseeker",
  tier = "special",
  interrupt = false,
  range = 8,
  target = "enemy",
  up_to = 1,
  damage = 24,
  residual = 15,
  benefit = { ignore_effects = true },
  role = "shooter",
  hero = "nyra",
  text = "Ranged, 1 enemy. Benefit: ignore every effect enemies applied on the target. Hit: 24 damage.",
  provisional = true,
}
