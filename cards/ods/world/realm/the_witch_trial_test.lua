-- The Witch Trial: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "the_witch_trial", "world_realm", "realm"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon" })

test(
  "the_witch_trial: `defend`",
  function()
    kit.expect_outcome(
      { gold = 1, health = 8, willpower = 3, affliction = false, passed = true },
      play({}, { "choose defend" })
    )
  end
)

test(
  "the_witch_trial: `silent`",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 1, affliction = false, passed = true },
      play({}, { "choose silent" })
    )
  end
)
