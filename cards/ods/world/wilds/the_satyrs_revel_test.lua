-- The Satyrs' Revel: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "the_satyrs_revel", "world_wilds", "wilds"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon" })

test(
  "the_satyrs_revel: `dance`",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 2, boon2 = 1, holds = "entranced", passed = true },
      play({}, { "choose dance" })
    )
  end
)

test(
  "the_satyrs_revel: `decline`",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 2, affliction = false, passed = true },
      play({}, { "choose decline" })
    )
  end
)
