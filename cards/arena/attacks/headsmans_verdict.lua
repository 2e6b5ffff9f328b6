-- Headsman's Verdict (vessa, brute, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Headsman's Verdict",
  tier = "special",
  interrupt = false,
  range = 1,
  target = "enemy",
  up_to = 1,
  damage = 20,
  residual = 15,
  benefit = { bonus = 3 },
  effects = {
    { condition = "cursed", to = "target", duration = "temporary" },
  },
  role = "brute",
  hero = "vessa",
  text = "Melee, 1 enemy. Benefit: +3 to your roll. Hit: 20 damage and the target is Cursed (temporary).",
  provisional = true,
}
