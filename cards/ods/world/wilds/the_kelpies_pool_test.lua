-- The Kelpie's Pool: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "the_kelpies_pool", "world_wilds", "wilds"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon" })

-- 2 gold + the Kelpie's Reward 2 + the card's {gold = 2}
test(
  "the_kelpies_pool: `mount`",
  function()
    kit.expect_outcome(
      { fought = "kelpie", combat = "duel", won = true, gold = 6, affliction = false, passed = true },
      play(kit.then_sixes({}), { "choose mount" })
    )
  end
)

test(
  "the_kelpies_pool: `leave`",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 2, affliction = false, passed = true },
      play({}, { "choose leave" })
    )
  end
)
