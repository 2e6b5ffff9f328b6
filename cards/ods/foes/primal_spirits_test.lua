-- Primal Spirits: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "primal_spirits_1"

kit.foe_case({
  card = "primal_spirits",
  foe = FOE,
  health = 3,
  defence = 6,
  attack = 5,
  gold = 2,
  standees = 2,
  retreat = true,
  round_end_willpower = 1,
})
