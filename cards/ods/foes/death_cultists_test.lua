-- Death Cultists: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "death_cultists_1"

local function fight(extra, faces) return kit.foe_fight(FOE, extra, faces) end

kit.foe_case({
  card = "death_cultists",
  foe = FOE,
  health = 4,
  defence = 3,
  attack = 6,
  gold = 2,
  standees = 2,
  healed = 1,
  retreat = true,
})

test("death_cultists: Dark rites: 1 Health back at the end of a round it survives, not above 4", function()
  local g = fight(nil, { 4, 6, 1 }) -- 4 + 2 = 6 vs Defence 3: 3 damage
  kit.play_until(g, "combat_round_end")
  expect(g:figure(FOE).health).to_be(4 - 3 + 1)
  local g2 = fight(nil, { 1, 6, 1 }) -- no damage: stays at 4
  kit.play_until(g2, "combat_round_end")
  expect(g2:figure(FOE).health).to_be(4)
end)
