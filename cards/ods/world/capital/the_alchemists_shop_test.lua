-- The Alchemist's Shop: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "the_alchemists_shop", "world_capital", "capital"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon" })

test(
  "the_alchemists_shop: `buy`",
  function()
    kit.expect_outcome(
      { gold = 1, health = 10, willpower = 2, affliction = false, passed = true },
      play({}, { "choose buy" })
    )
  end
)

test(
  "the_alchemists_shop: `decline`",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 2, affliction = false, passed = true },
      play({}, { "choose decline" })
    )
  end
)
