-- Koschei: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "koschei"

local function fight(extra, faces) return kit.foe_fight(FOE, extra, faces) end

kit.foe_case({
  card = "koschei",
  foe = FOE,
  health = 9,
  defence = 6,
  attack = 8,
  gold = 6,
  standees = 1,
  healed = 1,
  retreat = true,
})

test("koschei: Deathless: 1 Health back at the end of each round he survives", function()
  local g = fight(nil, { 6, 6, 1 }) -- 6 + 2 = 8 vs Defence 6: 2 damage
  kit.play_until(g, "combat_round_end")
  expect(g:figure(FOE).health).to_be(9 - 2 + 1)
  local g2 = fight(nil, { 5, 6, 1 }) -- 1 damage: back to 9, never above
  kit.play_until(g2, "combat_round_end")
  expect(g2:figure(FOE).health).to_be(9)
end)
