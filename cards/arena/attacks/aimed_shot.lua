-- Aimed Shot (kestrel, shooter, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Aimed Shot",
  tier = "primary",
  interrupt = false,
  range = 8,
  target = "enemy",
  up_to = 1,
  damage = 12,
  residual = 5,
  benefit = { bonus = 2 },
  role = "shooter",
  hero = "kestrel",
  text = "Ranged, 1 enemy. Benefit: +2 to your roll. Hit: 12 damage.",
  provisional = true,
}
