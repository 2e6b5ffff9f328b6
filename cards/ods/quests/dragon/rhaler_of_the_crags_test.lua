-- Rhaler of the Crags: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "rhaler_of_the_crags", "quest", "wilds"
local function play(faces, keys)
  local g = kit.scenario_game(ID, DECK, LOC, { villain = "dragon" })
  return g, kit.play_scenario(g, "quest", faces, keys)
end

test("rhaler_of_the_crags: its data is valid (steps, foes, epic foes, resources, location)", function()
  expect(kit.card_ok(ID, { villain = "dragon" })).to_be("ok")
end)

test("rhaler_of_the_crags: in the Quest deck against dragon only (p.6)", function()
  expect(kit.in_deck(kit.game({ villain = "dragon" }), "quest", ID)).to_be(1)
  expect(kit.in_deck(kit.game({ villain = "arawn" }), "quest", ID)).to_be(0)
end)

test("rhaler_of_the_crags: agility 8 passed (a 6)", function()
  local g, h = play(kit.then_sixes({ 6 }), {})
  expect(kit.fought(g, "rhaler")).to_be_truthy()
  expect_event(g, "foe_defeated", { by = "p1_hadrian" })
  expect_no_event(g, "affliction_gained")
  expect_event(g, "quest_completed", { champion = "p1_hadrian" })
  expect(h.quests).to_be(1)
  expect_event(g, "scenario_done", { passed = true })
end)

test("rhaler_of_the_crags: agility 8 failed (a 1)", function()
  local g, h = play({ 1 }, {})
  expect(h.gold).to_be(2)
  expect(h.health).to_be(6)
  expect(h.willpower).to_be(2)
  expect_no_event(g, "affliction_gained")
  expect_no_event(g, "quest_completed")
  expect_event(g, "scenario_done", { passed = false })
end)
