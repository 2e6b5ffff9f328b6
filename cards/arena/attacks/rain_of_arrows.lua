-- Rain of Arrows (kestrel, shooter, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Rain of Arrows",
  tier = "special",
  interrupt = false,
  range = 8,
  target = "area",
  up_to = 1,
  damage = 16,
  residual = 15,
  role = "shooter",
  hero = "kestrel",
  text = "Ranged, every combatant in a 3x3 area (allies included). Hit: 16 damage to each one hit.",
  provisional = true,
}
