-- The Satyr King: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "the_satyr_king", "quest", "realm"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "morrigan", other = "arawn" })

test(
  "the_satyr_king: part 1 passed, then `fight`",
  function()
    kit.expect_outcome(
      { fought = "satyr_troupe", won = true, affliction = false, quest = true, quests = 1, passed = true },
      play(kit.then_sixes({ 6 }), { "choose fight" })
    )
  end
)

test(
  "the_satyr_king: part 1 passed, then `pay`",
  function()
    kit.expect_outcome(
      { gold = 0, health = 8, willpower = 2, affliction = false, quest = true, quests = 1, passed = true },
      play({ 6 }, { "choose pay" })
    )
  end
)

test(
  "the_satyr_king: resolve 7 failed (a 1)",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 2, holds = "entranced", quest = false, passed = false },
      play({ 1 }, {})
    )
  end
)
