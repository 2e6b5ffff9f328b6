-- Tusk: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "tusk"

local function fight(extra, faces) return kit.foe_fight(FOE, extra, faces) end

kit.foe_case({
  card = "tusk",
  foe = FOE,
  health = 12,
  defence = 6,
  attack = 9,
  loses = 7,
  gold = 5,
  standees = 1,
  retreat = true,
})

test("tusk: Gore adds 1 only to a wound: a Defence of 6 + 2 against Attack 9 loses 1 + 1", function()
  local g = fight(nil, { 1, 6, 1 })
  local e = kit.play_until(g, "defence_done")
  expect(e.damage).to_be(9 - 8 + 1)
end)
