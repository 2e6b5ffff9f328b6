-- Vampire Maiden: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "vampire_maiden_1"

local function fight(extra, faces) return kit.foe_fight(FOE, extra, faces) end

kit.foe_case({
  card = "vampire_maiden",
  foe = FOE,
  health = 6,
  defence = 4,
  attack = 7,
  gold = 3,
  standees = 2,
  healed = 1,
  retreat = false,
})

test("vampire_maiden: no Health back when she fails to wound", function()
  local g = fight(nil, { 6, 6, 1 }) -- 6 + 2 = 8 vs 4: 4 damage; defence 6 + 2 = 8 vs 7: no wound
  kit.play_until(g, "combat_round_end")
  expect(g:figure(FOE).health).to_be(6 - 4)
end)
