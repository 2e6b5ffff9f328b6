-- The Skin-Walker: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "skin_walker"

kit.foe_case({
  card = "skin_walker",
  foe = FOE,
  health = 11,
  defence = 6,
  attack = 8,
  gold = 5,
  standees = 1,
  retreat = true,
  targets = "lowest_agility",
})
