-- Unbreakable (brannoc, tank, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Unbreakable",
  tier = "special",
  interrupt = false,
  range = 0,
  target = "self",
  up_to = 1,
  damage = 0,
  residual = false,
  effects = {
    { heal = 10, to = "self" },
    { condition = "toughened", to = "self", duration = "permanent" },
    { condition = "protected", to = "self", duration = "temporary" },
  },
  role = "tank",
  hero = "brannoc",
  text = "Yourself. Hit: regain 10 HP, become Toughened (permanent) and Protected (temporary). Miss: nothing.",
  provisional = true,
}
