-- Villain type Sentinel (ATC 10.2.1). Numbers are our own design (provisional): the quest guide
-- gives each mission's villains their stats and attacks.
return {
  kind = "villain",
  name = "Sentinel",
  type = "sentinel",
  hp = 25,
  defence = 11,
  movement = 4,
  basic = 6,
  basic_range = 1,
  attacks = { "sentinel_cleave" },
  text = "A melee fighter that holds the line.",
  provisional = true,
  -- Evil Power modifiers on its strikes, and the flask it drops on death (scripts/arena/coop.lua).
  on = require("arena.coop").foe_handlers(),
}
