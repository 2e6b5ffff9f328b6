-- Clear Sight: invoked for the Turn, +1 Insight and +1 Awareness on the space.
local kit = require("ods.testkit")

-- Nora (Awareness 4) on a Realm space with The Lost Child (Awareness 6) on top of the deck
local function scenario(cast)
  local g = kit.game({
    champions = { p1 = { "nora" } },
    give = { p1_nora = { "clear_sight" } },
    at = { p1_nora = "kingsford" },
    vars = { deck_world_realm = "the_lost_child" },
    figure_vars = { p1_nora = { willpower = 0 } },
  })
  kit.rig(g, 1)
  if cast then kit.answer_until(g, "cast clear_sight") end
  kit.answer_until(g, "pass")
  return kit.play_until(g, "test_done")
end

test("clear_sight: +1 Awareness on the Turn's Scenario test", function()
  local e = scenario(true)
  expect({ e.trait, e.total }).to_be({ "awareness", 1 + 4 + 1 })
  expect(scenario(false).total).to_be(1 + 4)
end)
