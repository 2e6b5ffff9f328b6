-- A Play of Fate: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "a_play_of_fate", "world_realm", "realm"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon" })

test(
  "a_play_of_fate: `join`",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 2, boon1 = 1, affliction = false, passed = true },
      play({}, { "choose join" })
    )
  end
)

test(
  "a_play_of_fate: `watch`",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 1, affliction = false, passed = true },
      play({}, { "choose watch" })
    )
  end
)
