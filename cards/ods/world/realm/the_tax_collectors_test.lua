-- The Tax Collectors: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "the_tax_collectors", "world_realm", "realm"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon" })

test(
  "the_tax_collectors: `pay`",
  function()
    kit.expect_outcome(
      { gold = 1, health = 8, willpower = 2, affliction = false, passed = true },
      play({}, { "choose pay" })
    )
  end
)

-- `refuse` fights the top of the Foe deck, then {gold = 2}: stacked twice and unstacked
kit.foe_deck_fight_tests(ID, play, "refuse")
