-- Rhaler: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "rhaler"

kit.foe_case({
  card = "rhaler",
  foe = FOE,
  health = 10,
  defence = 7,
  attack = 8,
  gold = 5,
  standees = 1,
  retreat = true,
  wound_willpower = 1,
})
