-- Villain type Soldier (ATC 10.2.1). Numbers are our own design (provisional): the quest guide
-- gives each mission's villains their stats and attacks.
return {
  kind = "villain",
  name = "Soldier",
  type = "soldier",
  hp = 25,
  defence = 10,
  movement = 4,
  basic = 6,
  basic_range = 1,
  attacks = { "soldier_halberd" },
  text = "A melee fighter with an extended reach (2 squares).",
  provisional = true,
  -- Evil Power modifiers on its strikes, and the flask it drops on death (scripts/arena/coop.lua).
  on = require("arena.coop").foe_handlers(),
}
