-- Twin Cleave (vessa, brute, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Twin Cleave",
  tier = "primary",
  interrupt = false,
  range = 1,
  target = "enemy",
  up_to = 2,
  damage = 9,
  residual = 5,
  role = "brute",
  hero = "vessa",
  text = "Melee, up to 2 enemies. Hit: 9 damage to each enemy hit.",
  provisional = true,
}
