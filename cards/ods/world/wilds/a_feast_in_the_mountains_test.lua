-- A Feast in the Mountains: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "a_feast_in_the_mountains", "world_wilds", "wilds"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon" })

test(
  "a_feast_in_the_mountains: `join`",
  function()
    kit.expect_outcome(
      { gold = 2, health = 10, willpower = 2, holds = "nightmares", passed = true },
      play({}, { "choose join" })
    )
  end
)

test(
  "a_feast_in_the_mountains: `decline`",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 2, affliction = false, passed = true },
      play({}, { "choose decline" })
    )
  end
)
