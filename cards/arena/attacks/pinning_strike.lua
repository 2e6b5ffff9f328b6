-- Pinning Strike (ilsa, tactician, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Pinning Strike",
  tier = "special",
  interrupt = false,
  range = 1,
  target = "enemy",
  up_to = 1,
  damage = 18,
  residual = 15,
  effects = {
    { condition = "no_special", to = "target", duration = "temporary" },
    { condition = "slowed", to = "target", duration = "temporary" },
  },
  role = "tactician",
  hero = "ilsa",
  text = "Melee, 1 enemy. Hit: 18 damage; until your next turn the target can't make Special Attacks and is Slowed.",
  provisional = true,
}
