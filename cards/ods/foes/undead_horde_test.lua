-- Undead Horde: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "undead_horde_1"

kit.foe_case({
  card = "undead_horde",
  foe = FOE,
  health = 5,
  defence = 4,
  attack = 6,
  gold = 2,
  standees = 6,
  retreat = false,
})
