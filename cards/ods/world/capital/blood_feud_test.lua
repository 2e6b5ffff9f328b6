-- Blood Feud: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "blood_feud", "world_capital", "capital"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon" })

-- 2 gold + the Fallen Knight's Reward 3 + the card's {gold = 1}
test(
  "blood_feud: `accept`",
  function()
    kit.expect_outcome(
      { fought = "fallen_knight", combat = "duel", won = true, gold = 6, affliction = false, passed = true },
      play(kit.then_sixes({}), { "choose accept" })
    )
  end
)

test(
  "blood_feud: `apologise`",
  function()
    kit.expect_outcome(
      { gold = 0, health = 8, willpower = 2, affliction = false, passed = true },
      play({}, { "choose apologise" })
    )
  end
)
