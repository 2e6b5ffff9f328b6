-- The Thieves' Guild: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "the_thieves_guild", "world_capital", "capital"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon" })

test(
  "the_thieves_guild: `join`",
  function()
    kit.expect_outcome(
      { gold = 4, health = 8, willpower = 2, holds = "paranoia", passed = true },
      play({}, { "choose join" })
    )
  end
)

test(
  "the_thieves_guild: `refuse`",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 2, affliction = false, passed = true },
      play({}, { "choose refuse" })
    )
  end
)
