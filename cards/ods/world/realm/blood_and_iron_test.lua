-- Blood & Iron: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "blood_and_iron", "world_realm", "realm"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon" })

test(
  "blood_and_iron: `accept`",
  function()
    kit.expect_outcome(
      { fought = "sidhe_blademaster", combat = "duel", won = true, boon2 = 1, affliction = false, passed = true },
      play(kit.then_sixes({}), { "choose accept" })
    )
  end
)

test(
  "blood_and_iron: `refuse`",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 1, affliction = false, passed = true },
      play({}, { "choose refuse" })
    )
  end
)
