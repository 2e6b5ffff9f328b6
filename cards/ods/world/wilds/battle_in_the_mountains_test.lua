-- Battle in the Mountains: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "battle_in_the_mountains", "world_wilds", "wilds"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon" })

test(
  "battle_in_the_mountains: agility 7 passed (a 6)",
  function()
    kit.expect_outcome(
      { fought = "werebears", combat = "ambush", won = true, affliction = false, passed = true },
      play(kit.then_sixes({ 6 }), {})
    )
  end
)

test(
  "battle_in_the_mountains: agility 7 failed (a 1)",
  function()
    kit.expect_outcome(
      { fought = "werebears", combat = "ambush", won = true, affliction = false, passed = false },
      play(kit.then_sixes({ 1 }), {})
    )
  end
)
