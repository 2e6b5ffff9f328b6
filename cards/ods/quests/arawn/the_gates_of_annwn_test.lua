-- The Gates of Annwn: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "the_gates_of_annwn", "quest", "hollows"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "arawn", other = "dragon" })

test(
  "the_gates_of_annwn: insight 8 passed (a 6)",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 2, boon1 = 1, affliction = false, quest = true, quests = 1, passed = true },
      play({ 6 }, {})
    )
  end
)

test(
  "the_gates_of_annwn: insight 8 failed (a 1)",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 2, holds = "possessed", quest = false, passed = false },
      play({ 1 }, {})
    )
  end
)
