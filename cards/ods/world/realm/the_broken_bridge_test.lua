-- The Broken Bridge: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "the_broken_bridge", "world_realm", "realm"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon" })

test(
  "the_broken_bridge: both parts passed (6, 6)",
  function()
    kit.expect_outcome({ gold = 4, health = 8, willpower = 2, affliction = false, passed = true }, play({ 6, 6 }, {}))
  end
)

test(
  "the_broken_bridge: part 2 failed (might 7: 6, 1)",
  function()
    kit.expect_outcome({ gold = 2, health = 7, willpower = 2, affliction = false, passed = false }, play({ 6, 1 }, {}))
  end
)

test(
  "the_broken_bridge: agility 7 failed (a 1)",
  function()
    kit.expect_outcome({ gold = 2, health = 7, willpower = 2, affliction = false, passed = false }, play({ 1 }, {}))
  end
)
