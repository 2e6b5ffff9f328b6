-- Wood-Wose: its numbers in a real combat (Anton: Might 2, Agility 2, no weapon or armour; 2
-- Willpower so that every test stops at a prompt, answered `accept`), its standees and its ability.
local kit = require("ods.testkit")

local FOE = "wood_wose_1"

kit.foe_case({
  card = "wood_wose",
  foe = FOE,
  health = 6,
  defence = 5,
  attack = 6,
  gold = 3,
  standees = 2,
  retreat = true,
})

test("wood_wose: every Combat Phase, unfought, it hurts champions on its space and next to it", function()
  -- Anton at Kingsford, Brom at Caer Aurin (next to it), the Wood-Wose at Aurin Fields (next to
  -- Caer Aurin, not to Kingsford): nobody fights it
  -- the last pass runs on to the next Round: exhausted World decks (no Scenario) and Market Day
  -- (gold only) keep the Scenario and Event Phases from touching Health
  local g = kit.game({
    champions = { p1 = { "anton" }, p2 = { "brom" } },
    at = { p1_anton = "kingsford", p2_brom = "caer_aurin", [FOE] = "aurin_fields" },
    vars = {
      deck_world_capital = "house_of_vice",
      up_world_capital = 1,
      deck_world_realm = "the_lost_child",
      up_world_realm = 1,
      deck_event = "market_day",
    },
  })
  kit.answer_until(g, "pass")
  kit.answer_until(g, "pass")
  kit.play_until(g, "phase_end", 2)
  expect(#g:events("combat_start")).to_be(0)
  expect(g:figure("p2_brom").health).to_be(12 - 1)
  expect(g:figure("p1_anton").health).to_be(8)
end)
