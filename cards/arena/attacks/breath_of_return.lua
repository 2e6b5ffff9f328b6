-- Breath of Return (aurelle, healer, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Breath of Return",
  tier = "special",
  interrupt = false,
  range = 5,
  target = "dead_ally",
  up_to = 1,
  damage = 0,
  residual = false,
  effects = {
    { revive = 20, to = "target" },
  },
  role = "healer",
  hero = "aurelle",
  text = "Range 5, 1 dead ally (rolled against its Defence). Hit: it revives with 20 HP on its square of death (within 5 squares of you, in your vision: ATC 5.4.2). Miss: nothing.",
  provisional = true,
}
