-- The Drowned Shrine: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "the_drowned_shrine", "world_hollows", "hollows"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon" })

test(
  "the_drowned_shrine: both parts passed (6, 6)",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 2, resource = true, affliction = false, passed = true },
      play({ 6, 6 }, {})
    )
  end
)

test(
  "the_drowned_shrine: part 2 failed (insight 7: 6, 1)",
  function()
    kit.expect_outcome({ gold = 2, health = 8, willpower = 2, affliction = false, passed = false }, play({ 6, 1 }, {}))
  end
)

test(
  "the_drowned_shrine: agility 7 failed (a 1)",
  function()
    kit.expect_outcome({ gold = 2, health = 7, willpower = 2, affliction = false, passed = false }, play({ 1 }, {}))
  end
)
