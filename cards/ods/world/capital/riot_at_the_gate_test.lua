-- Riot at the Gate: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "riot_at_the_gate", "world_capital", "capital"
local play = kit.scenario_case{ id = ID, deck = DECK, location = LOC, villain = "dragon" }

-- the Foe deck stacked: Hadrian (2 gold) kills the foe (its card's Reward) and the card's
-- {gold = 2} follows
test("riot_at_the_gate: `fight` against a Werewolf Pack (Reward 2): 2 + 2 + 2 gold", function()
  kit.expect_outcome({ fought = "werewolf_pack", combat = "scenario", won = true, gold = 6, health = 8,
    affliction = false, passed = true },
    play(kit.then_sixes({}), { "choose fight" }, { deck_foe = "werewolf_pack" }))
end)

test("riot_at_the_gate: `fight` against a Dire Beast (Reward 3): 2 + 3 + 2 gold", function()
  kit.expect_outcome({ fought = "dire_beast", combat = "scenario", won = true, gold = 7,
    affliction = false, passed = true },
    play(kit.then_sixes({}), { "choose fight" }, { deck_foe = "dire_beast" }))
end)

-- The unstacked Foe deck decides which Dragon foe is fought, so the kill's reward is 2 or 3
-- (dragon foes' cards) whatever the dice: a floor only, 2 start + {gold = 2} + the least reward, 2.
test("riot_at_the_gate: `fight` against a random foe", function()
  kit.expect_outcome({ combats_at_least = 1, won = true, gold_at_least = 6, affliction = false, passed = true },
    play(kit.then_sixes({}), { "choose fight" }))
end)

test("riot_at_the_gate: `hide`", function()
  kit.expect_outcome({ gold = 2, health = 8, willpower = 1, affliction = false, passed = true },
    play({}, { "choose hide" }))
end)
