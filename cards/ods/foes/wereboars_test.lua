-- Wereboars: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "wereboars_1"

local function fight(extra, faces) return kit.foe_fight(FOE, extra, faces) end

kit.foe_case({
  card = "wereboars",
  foe = FOE,
  health = 5,
  defence = 4,
  attack = 6,
  loses = 4,
  gold = 2,
  standees = 2,
  retreat = true,
})

test("wereboars: Gore adds 1 only to a wound: a Defence of 6 + 2 against Attack 6 stays unhurt", function()
  local g = fight(nil, { 1, 6, 1 })
  local e = kit.play_until(g, "defence_done")
  expect(e.damage).to_be(0)
end)
