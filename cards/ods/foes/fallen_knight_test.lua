-- Fallen Knight: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "fallen_knight_1"

kit.foe_case({
  card = "fallen_knight",
  foe = FOE,
  health = 5,
  defence = 5,
  attack = 7,
  gold = 3,
  standees = 2,
  targets = "initiative",
})
