-- A Knife in the Crowd: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "a_knife_in_the_crowd", "world_capital", "capital"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon" })

test(
  "a_knife_in_the_crowd: awareness 7 passed (a 6)",
  function()
    kit.expect_outcome(
      { fought = "redcap_assassins", combat = "ambush", won = true, affliction = false, passed = true },
      play(kit.then_sixes({ 6 }), {})
    )
  end
)

test(
  "a_knife_in_the_crowd: awareness 7 failed (a 1)",
  function()
    kit.expect_outcome(
      { fought = "redcap_assassins", combat = "ambush", won = true, affliction = false, passed = false },
      play(kit.then_sixes({ 1 }), {})
    )
  end
)
