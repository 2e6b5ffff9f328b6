-- Call the Storm: per use (p.11), a foe on the caster's space loses 3 Health.
local kit = require("ods.testkit")

local function storm(foe, health)
  local g = kit.game({
    champions = { p1 = { "nora" } },
    give = { p1_nora = { "call_the_storm" } },
    at = { p1_nora = "kingsford", [foe] = "kingsford" },
    figure_vars = { [foe] = { health = health } },
  })
  kit.answer_until(g, "cast call_the_storm")
  kit.back_to_round(g)
  return g
end

test(
  "call_the_storm: an Undead Horde at 5 Health drops to 2",
  function() expect(storm("undead_horde_1", 5):figure("undead_horde_1").health).to_be(2) end
)

test("call_the_storm: at 3 Health it dies and Nora takes the reward (2 gold)", function()
  local g = storm("undead_horde_1", 3)
  expect(g:figure("undead_horde_1").on_board).to_be(false)
  expect(g:figure("p1_nora").gold).to_be(1 + 2)
  expect(#g:events("foe_defeated")).to_be(1)
end)

test("call_the_storm: no foe on the space, not offered", function()
  local g = kit.game({
    champions = { p1 = { "nora" } },
    give = { p1_nora = { "call_the_storm" } },
    at = { p1_nora = "kingsford" },
  })
  expect(g:offers("cast call_the_storm")).to_be(false)
end)
