-- Lost in the Mist: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "lost_in_the_mist", "world_wilds", "wilds"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon" })

test(
  "lost_in_the_mist: awareness 7 passed (a 6)",
  function()
    kit.expect_outcome({ gold = 3, health = 8, willpower = 2, affliction = false, passed = true }, play({ 6 }, {}))
  end
)

test(
  "lost_in_the_mist: awareness 7 failed (a 1)",
  function()
    kit.expect_outcome({ gold = 2, health = 7, willpower = 1, affliction = false, passed = false }, play({ 1 }, {}))
  end
)
