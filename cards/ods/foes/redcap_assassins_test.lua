-- Redcap Assassins: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "redcap_assassins_1"

kit.foe_case({
  card = "redcap_assassins",
  foe = FOE,
  health = 4,
  defence = 4,
  attack = 7,
  gold = 3,
  standees = 2,
  retreat = true,
  targets = "lowest_agility",
})
