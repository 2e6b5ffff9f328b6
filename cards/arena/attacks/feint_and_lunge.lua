-- Feint and Lunge (ilsa, tactician, primary).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Feint and Lunge",
  tier = "primary",
  interrupt = false,
  range = 1,
  target = "enemy",
  up_to = 1,
  damage = 10,
  residual = 5,
  benefit = { move = 1 },
  effects = {
    { condition = "exposed", to = "target", duration = "temporary", ends_if_used = true },
  },
  role = "tactician",
  hero = "ilsa",
  text = "Melee, 1 enemy. Benefit: you may move up to 1 square. Hit: 10 damage and the target is Exposed (temporary, ends if used).",
  provisional = true,
}
