-- Smugglers' Cache: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "smugglers_cache", "world_hollows", "hollows"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon" })

test(
  "smugglers_cache: awareness 6 passed (a 6)",
  function()
    kit.expect_outcome({ gold = 4, health = 8, willpower = 2, affliction = false, passed = true }, play({ 6 }, {}))
  end
)

test(
  "smugglers_cache: awareness 6 failed (a 1)",
  function()
    kit.expect_outcome(
      { fought = "redcap_assassins", won = true, affliction = false, passed = false },
      play(kit.then_sixes({ 1 }), {})
    )
  end
)
