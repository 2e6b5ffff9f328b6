-- Soul Fetters (morvath, controller, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Soul Fetters",
  tier = "special",
  interrupt = false,
  range = 8,
  target = "enemy",
  up_to = 1,
  damage = 15,
  residual = 15,
  effects = {
    { condition = "cannot_regain_hp", to = "target", duration = "permanent" },
    { condition = "vulnerable", to = "target", duration = "temporary" },
  },
  role = "controller",
  hero = "morvath",
  text = "Ranged, 1 enemy. Hit: 15 damage; the target cannot regain HP (permanent) and is Vulnerable (temporary).",
  provisional = true,
}
