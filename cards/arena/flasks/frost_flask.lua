-- Flask card (ATC 10.2.4): picked up from a dead villain's token, used once as a Prime Action
-- with a "Special Ready" team token (flipped), counted as a Primary Attack. Our own numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Frost Flask",
  tier = "flask",
  range = 6,
  target = "enemy",
  up_to = 1,
  damage = 8,
  residual = 5,
  effects = { { condition = "slowed", to = "target", duration = "temporary" } },
  text = "Ranged 6 squares, 1 enemy: 8 damage; the target is Slowed (temporary). Flask: needs and flips a Special Ready team token; discarded after use.",
  provisional = true,
  on = require("arena.coop").flask_handlers(),
}
