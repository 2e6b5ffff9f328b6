-- The Dark Tower: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "the_dark_tower", "world_realm", "realm"
local play = kit.scenario_case({ id = ID, deck = DECK, location = LOC, villain = "dragon" })

-- 2 gold + the Black Magi's Reward 3 + the card's {gold = 2}
test(
  "the_dark_tower: part 1 passed, then `attack`",
  function()
    kit.expect_outcome(
      { fought = "black_magi", won = true, gold = 7, affliction = false, passed = true },
      play(kit.then_sixes({ 6 }), { "choose attack" })
    )
  end
)

test(
  "the_dark_tower: part 1 passed, then `withdraw`",
  function()
    kit.expect_outcome(
      { gold = 2, health = 8, willpower = 2, affliction = false, passed = true },
      play({ 6 }, { "choose withdraw" })
    )
  end
)

test(
  "the_dark_tower: awareness 7 failed (a 1)",
  function()
    kit.expect_outcome({ gold = 2, health = 8, willpower = 1, affliction = false, passed = false }, play({ 1 }, {}))
  end
)
