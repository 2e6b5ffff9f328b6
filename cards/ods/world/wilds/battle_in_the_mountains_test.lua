-- Battle in the Mountains: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "battle_in_the_mountains", "world_wilds", "wilds"
local function play(faces, keys)
  local g = kit.scenario_game(ID, DECK, LOC, { villain = "dragon" })
  return g, kit.play_scenario(g, "world", faces, keys)
end

test("battle_in_the_mountains: its data is valid (steps, foes, epic foes, resources, location)", function()
  expect(kit.card_ok(ID, { villain = "dragon" })).to_be("ok")
end)

test("battle_in_the_mountains: shuffled into the wilds World deck at set-up (p.7)", function()
  expect(kit.in_deck(kit.game({ villain = "dragon" }), DECK, ID)).to_be(1)
end)

test("battle_in_the_mountains: agility 7 passed (a 6)", function()
  local g, h = play(kit.then_sixes({ 6 }), {})
  expect(kit.fought(g, "werebears")).to_be_truthy()
  expect_event(g, "combat_start", { kind = "ambush" })
  expect_event(g, "foe_defeated", { by = "p1_hadrian" })
  expect_no_event(g, "affliction_gained")
  expect_event(g, "scenario_done", { passed = true })
end)

test("battle_in_the_mountains: agility 7 failed (a 1)", function()
  local g, h = play(kit.then_sixes({ 1 }), {})
  expect(kit.fought(g, "werebears")).to_be_truthy()
  expect_event(g, "combat_start", { kind = "ambush" })
  expect_event(g, "foe_defeated", { by = "p1_hadrian" })
  expect_no_event(g, "affliction_gained")
  expect_event(g, "scenario_done", { passed = false })
end)
