-- Riot at the Gate: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "riot_at_the_gate", "world_capital", "capital"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon" })

-- `fight` fights the top of the Foe deck, then {gold = 2}: stacked twice and unstacked
kit.foe_deck_fight_tests(ID, play, "fight")

test(
  "riot_at_the_gate: `hide`",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 1, affliction = false, passed = true },
      play({}, { "choose hide" })
    )
  end
)
