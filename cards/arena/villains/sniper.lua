-- Villain type Sniper (ATC 10.2.1). Numbers are our own design (provisional): the quest guide
-- gives each mission's villains their stats and attacks.
return {
  kind = "villain",
  name = "Sniper",
  type = "sniper",
  hp = 20,
  defence = 9,
  movement = 4,
  basic = 5,
  basic_range = 8,
  attacks = { "sniper_bolt" },
  text = "A ranged fighter.",
  provisional = true,
  -- Evil Power modifiers on its strikes, and the flask it drops on death (scripts/arena/coop.lua).
  on = require("arena.coop").foe_handlers(),
}
