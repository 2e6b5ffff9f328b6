-- Whirling Gambit (dorran, tactician, special).
-- Our own design: the rulebook prints neither this attack nor its numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Whirling Gambit",
  tier = "special",
  interrupt = false,
  range = 1,
  target = "enemy",
  up_to = 3,
  damage = 14,
  residual = 15,
  benefit = { move = 2 },
  effects = {
    { condition = "hastened", to = "self", duration = "temporary" },
  },
  role = "tactician",
  hero = "dorran",
  text = "Melee, up to 3 enemies. Benefit: you may move up to 2 squares. Hit: 14 damage to each enemy hit; you become Hastened (temporary).",
  provisional = true,
}
