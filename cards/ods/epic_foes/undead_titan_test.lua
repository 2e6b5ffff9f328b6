-- Undead Titan: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "undead_titan"

kit.foe_case({
  card = "undead_titan",
  foe = FOE,
  health = 14,
  defence = 6,
  attack = 9,
  gold = 6,
  standees = 1,
  retreat = false,
})
