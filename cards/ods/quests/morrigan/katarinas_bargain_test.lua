-- Katarina's Bargain: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "katarinas_bargain", "quest", "realm"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "morrigan", other = "arawn" })

test(
  "katarinas_bargain: part 1 passed, then `refuse`",
  function()
    kit.expect_outcome(
      { fought = "katarina", won = true, affliction = false, quest = true, quests = 1, passed = true },
      play(kit.then_sixes({ 6 }), { "choose refuse" })
    )
  end
)

test(
  "katarinas_bargain: part 1 passed, then `accept`",
  function()
    kit.expect_outcome(
      { gold = 2, health = 6, willpower = 2, affliction = false, quest = true, quests = 1, passed = true },
      play({ 6 }, { "choose accept" })
    )
  end
)

test(
  "katarinas_bargain: persuasion 7 failed (a 1)",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 2, affliction = true, quest = false, passed = false },
      play({ 1 }, {})
    )
  end
)
