-- Double Shot (nyra, shooter, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Double Shot",
  tier = "primary",
  interrupt = false,
  range = 8,
  target = "enemy",
  up_to = 2,
  damage = 9,
  residual = 5,
  role = "shooter",
  hero = "nyra",
  text = "Ranged, up to 2 enemies. Hit: 9 damage to each enemy hit.",
  provisional = true,
}
