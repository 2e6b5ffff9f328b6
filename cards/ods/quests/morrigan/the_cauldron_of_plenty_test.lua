-- The Cauldron of Plenty: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "the_cauldron_of_plenty", "quest", "realm"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "morrigan", other = "arawn" })

test(
  "the_cauldron_of_plenty: both parts passed (6, 6)",
  function()
    kit.expect_outcome(
      { fought = "witches", won = true, affliction = false, quest = true, quests = 1, passed = true },
      play(kit.then_sixes({ 6, 6 }), {})
    )
  end
)

test(
  "the_cauldron_of_plenty: part 2 failed (resolve 7: 6, 1)",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 2, affliction = true, quest = false, passed = false },
      play({ 6, 1 }, {})
    )
  end
)

test(
  "the_cauldron_of_plenty: awareness 7 failed (a 1)",
  function()
    kit.expect_outcome(
      { gold = 2, health = 7, willpower = 2, affliction = false, quest = false, passed = false },
      play({ 1 }, {})
    )
  end
)
