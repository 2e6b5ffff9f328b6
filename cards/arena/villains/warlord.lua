-- Villain type Warlord (ATC 10.2.1). Numbers are our own design (provisional): the quest guide
-- gives each mission's villains their stats and attacks.
return {
  kind = "villain",
  name = "Warlord",
  type = "warlord",
  hp = 60,
  defence = 12,
  movement = 4,
  basic = 8,
  basic_range = 1,
  attacks = { "warlord_crush", "warlord_sweep" },
  text = "The mission's most powerful villain.",
  provisional = true,
  -- Evil Power modifiers on its strikes, and the flask it drops on death (scripts/arena/coop.lua).
  on = require("arena.coop").foe_handlers(),
}
