-- Black Magi: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "black_magi_1"

local function fight(extra, faces) return kit.foe_fight(FOE, extra, faces) end

kit.foe_case({
  card = "black_magi",
  foe = FOE,
  health = 4,
  defence = 3,
  attack = 7,
  loses = 5,
  gold = 3,
  standees = 2,
  retreat = true,
})

test("black_magi: Hex: a Defence test of 5 (3 + 2) still loses 3 against Attack 7 (as if 4)", function()
  local g = fight(nil, { 1, 3, 1 })
  local e = kit.play_until(g, "defence_done")
  expect({ e.total, e.damage }).to_be({ 5, 3 })
end)
