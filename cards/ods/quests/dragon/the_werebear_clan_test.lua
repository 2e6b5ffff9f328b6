-- The Werebear Clan: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "the_werebear_clan", "quest", "wilds"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon", other = "arawn" })

test(
  "the_werebear_clan: part 1 passed, then `wrestle`",
  function()
    kit.expect_outcome(
      { fought = "werebears", won = true, affliction = false, quest = true, quests = 1, passed = true },
      play(kit.then_sixes({ 6 }), { "choose wrestle" })
    )
  end
)

test(
  "the_werebear_clan: part 1 passed, then `leave`",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 2, affliction = false, quest = false, passed = false },
      play({ 6 }, { "choose leave" })
    )
  end
)

test(
  "the_werebear_clan: persuasion 7 failed (a 1)",
  function()
    kit.expect_outcome(
      { gold = 2, health = 7, willpower = 2, affliction = false, quest = false, passed = false },
      play({ 1 }, {})
    )
  end
)
