-- Wraiths: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "wraiths_1"

kit.foe_case({
  card = "wraiths",
  foe = FOE,
  health = 4,
  defence = 5,
  attack = 6,
  gold = 2,
  standees = 2,
  retreat = true,
  wound_willpower = 1,
})
