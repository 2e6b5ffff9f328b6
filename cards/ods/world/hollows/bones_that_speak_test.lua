-- Bones that Speak: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "bones_that_speak", "world_hollows", "hollows"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon" })

test(
  "bones_that_speak: `listen`",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 1, boon1 = 1, affliction = false, passed = true },
      play({}, { "choose listen" })
    )
  end
)

test(
  "bones_that_speak: `leave`",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 2, affliction = false, passed = true },
      play({}, { "choose leave" })
    )
  end
)
