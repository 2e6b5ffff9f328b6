-- Piercing Shot (kestrel, shooter, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Piercing Shot",
  tier = "primary",
  interrupt = false,
  range = 8,
  target = "line",
  up_to = 1,
  damage = 10,
  residual = 5,
  role = "shooter",
  hero = "kestrel",
  text = "Ranged, every enemy in one straight line from you. Hit: 10 damage to each enemy hit.",
  provisional = true,
}
