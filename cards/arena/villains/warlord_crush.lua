-- A villain's attack (ATC 10.2.1: villains' attacks come from the quest guide). Our own numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Warlord's Crush",
  tier = "primary",
  range = 1,
  target = "enemy",
  up_to = 1,
  damage = 14,
  effects = { { condition = "vulnerable", to = "target", duration = "temporary" } },
  text = "Melee 1 square, 1 enemy: 14 damage; the target is Vulnerable (temporary).",
  provisional = true,
}
