-- Quickdraw (kestrel, shooter, special interrupt).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Quickdraw",
  tier = "special",
  interrupt = true,
  range = 8,
  target = "attacker",
  up_to = 1,
  damage = 14,
  residual = 15,
  role = "shooter",
  hero = "kestrel",
  text = "Interrupt, ranged: the enemy declaring an attack. Hit: 14 damage, resolved before its attack goes on.",
  provisional = true,
}
