-- Satyr Troupe: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "satyr_troupe_1"

kit.foe_case({
  card = "satyr_troupe",
  foe = FOE,
  health = 4,
  defence = 3,
  attack = 5,
  gold = 2,
  standees = 2,
  retreat = true,
  round_end_willpower = 1,
})
