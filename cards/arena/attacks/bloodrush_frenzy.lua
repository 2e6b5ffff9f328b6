-- Bloodrush Frenzy (vessa, brute, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Bloodrush Frenzy",
  tier = "special",
  interrupt = false,
  range = 1,
  target = "enemy",
  up_to = 1,
  damage = 24,
  residual = 15,
  benefit = { self_damage = 6 },
  effects = {
    { condition = "weakened", to = "target", duration = "temporary" },
  },
  role = "brute",
  hero = "vessa",
  text = "Melee, 1 enemy. Drawback: take 6 damage before striking (never below 1 HP). Hit: 24 damage and the target is Weakened (temporary).",
  provisional = true,
}
