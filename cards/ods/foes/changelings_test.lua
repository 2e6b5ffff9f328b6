-- Changelings: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "changelings_1"

local function fight(extra, faces) return kit.foe_fight(FOE, extra, faces) end

kit.foe_case({
  card = "changelings",
  foe = FOE,
  health = 4,
  defence = 3,
  attack = 5,
  gold = 2,
  standees = 2,
  retreat = true,
})

test("changelings: a wounded champion loses 1 gold; unhurt, he keeps it", function()
  local g = fight(nil, { 1, 1, 1 })
  kit.play_until(g, "defence_done")
  expect(g:figure("p1_anton").gold).to_be(1)
  local g2 = fight(nil, { 1, 6, 1 })
  kit.play_until(g2, "defence_done")
  expect(g2:figure("p1_anton").gold).to_be(2)
end)
