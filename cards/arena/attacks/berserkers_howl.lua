-- Berserker's Howl (korrag, brute, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Berserker's Howl",
  tier = "special",
  interrupt = false,
  range = 0,
  target = "self",
  up_to = 1,
  damage = 0,
  residual = false,
  effects = {
    { condition = "empowered", to = "self", duration = "permanent" },
    { condition = "toughened", to = "self", duration = "temporary" },
  },
  role = "brute",
  hero = "korrag",
  text = "Yourself. Hit: you become Empowered (permanent) and Toughened (temporary). Miss: nothing.",
  provisional = true,
}
