-- Balor: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "balor"

local function fight(extra, faces) return kit.foe_fight(FOE, extra, faces) end

kit.foe_case({
  card = "balor",
  foe = FOE,
  health = 12,
  defence = 7,
  attack = 9,
  gold = 6,
  standees = 1,
  retreat = true,
})

test("balor: at the end of a round he survives, each champion on his space loses 1 more Health", function()
  local g = fight(nil, { 1, 6, 1 }) -- defence 6 + 2 = 8 vs 9: 1 damage, then 1 more
  kit.play_until(g, "combat_round_end")
  expect(g:figure("p1_anton").health).to_be(8 - 1 - 1)
end)
