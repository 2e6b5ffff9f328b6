-- Bean Sidhe: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "bean_sidhe"

kit.foe_case({
  card = "bean_sidhe",
  foe = FOE,
  health = 9,
  defence = 6,
  attack = 7,
  gold = 5,
  standees = 1,
  retreat = true,
  round_end_willpower = 1,
})
