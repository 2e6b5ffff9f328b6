-- Undead Corpse: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "undead_corpse_1"

kit.foe_case({
  card = "undead_corpse",
  foe = FOE,
  health = 3,
  defence = 3,
  attack = 5,
  gold = 1,
  standees = 6,
  retreat = true,
})
