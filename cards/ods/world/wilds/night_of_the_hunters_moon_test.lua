-- Night of the Hunter's Moon: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "night_of_the_hunters_moon", "world_wilds", "wilds"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon" })

test(
  "night_of_the_hunters_moon: resolve 7 passed (a 6)",
  function()
    kit.expect_outcome({ gold = 2, health = 8, willpower = 3, affliction = false, passed = true }, play({ 6 }, {}))
  end
)

test(
  "night_of_the_hunters_moon: resolve 7 failed (a 1)",
  function()
    kit.expect_outcome(
      { fought = "dire_beast", won = true, affliction = false, passed = false },
      play(kit.then_sixes({ 1 }), {})
    )
  end
)
