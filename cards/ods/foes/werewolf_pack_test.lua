-- Werewolf Pack: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "werewolf_pack_1"

kit.foe_case({
  card = "werewolf_pack",
  foe = FOE,
  health = 5,
  defence = 4,
  attack = 6,
  gold = 2,
  standees = 2,
  retreat = true,
  targets = "lowest_agility",
})
