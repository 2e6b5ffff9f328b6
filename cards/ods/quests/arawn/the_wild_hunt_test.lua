-- The Wild Hunt: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "the_wild_hunt", "quest", "hollows"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "arawn", other = "dragon" })

test(
  "the_wild_hunt: part 1 passed, then `stand`",
  function()
    kit.expect_outcome(
      { fought = "herne", won = true, affliction = false, quest = true, quests = 1, passed = true },
      play(kit.then_sixes({ 6 }), { "choose stand" })
    )
  end
)

test(
  "the_wild_hunt: part 1 passed, then `hide`",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 0, affliction = false, quest = false, passed = false },
      play({ 6 }, { "choose hide" })
    )
  end
)

test(
  "the_wild_hunt: awareness 7 failed (a 1)",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 2, affliction = true, quest = false, passed = false },
      play({ 1 }, {})
    )
  end
)
