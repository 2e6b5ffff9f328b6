-- Flask card (ATC 10.2.4): picked up from a dead villain's token, used once as a Prime Action
-- with a "Special Ready" team token (flipped), counted as a Primary Attack. Our own numbers.
---@type ArenaAttack
return {
  kind = "attack",
  name = "Thunder Flask",
  tier = "flask",
  range = 4,
  target = "enemy",
  up_to = 1,
  damage = 10,
  residual = 5,
  effects = { { push = 2, to = "target" } },
  text = "Ranged 4 squares, 1 enemy: 10 damage; push it 2 squares. Flask: needs and flips a Special Ready team token; discarded after use.",
  provisional = true,
  on = require("arena.coop").flask_handlers(),
}
