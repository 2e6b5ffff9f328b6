-- A March of Bones: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "a_march_of_bones", "quest", "hollows"
local function play(faces, keys)
  local g = kit.scenario_game(ID, DECK, LOC, { villain = "arawn" })
  return g, kit.play_scenario(g, "quest", faces, keys)
end

test("a_march_of_bones: its data is valid (steps, foes, epic foes, resources, location)", function()
  expect(kit.card_ok(ID, { villain = "arawn" })).to_be("ok")
end)

test("a_march_of_bones: in the Quest deck against arawn only (p.6)", function()
  expect(kit.in_deck(kit.game({ villain = "arawn" }), "quest", ID)).to_be(1)
  expect(kit.in_deck(kit.game({ villain = "dragon" }), "quest", ID)).to_be(0)
end)

test("a_march_of_bones: both parts passed (6, 6)", function()
  local g, h = play(kit.then_sixes({ 6, 6 }), {})
  expect(kit.fought(g, "undead_horde")).to_be_truthy()
  expect_event(g, "foe_defeated", { by = "p1_hadrian" })
  expect_no_event(g, "affliction_gained")
  expect_event(g, "quest_completed", { champion = "p1_hadrian" })
  expect(h.quests).to_be(1)
  expect_event(g, "scenario_done", { passed = true })
end)

test("a_march_of_bones: part 2 failed (might 7: 6, 1)", function()
  local g, h = play({ 6, 1 }, {})
  expect(h.gold).to_be(2)
  expect(h.health).to_be(6)
  expect(h.willpower).to_be(2)
  expect_no_event(g, "affliction_gained")
  expect_no_event(g, "quest_completed")
  expect_event(g, "scenario_done", { passed = false })
end)

test("a_march_of_bones: agility 7 failed (a 1)", function()
  local g, h = play({ 1 }, {})
  expect(h.gold).to_be(2)
  expect(h.health).to_be(8)
  expect(h.willpower).to_be(1)
  expect_no_event(g, "affliction_gained")
  expect_no_event(g, "quest_completed")
  expect_event(g, "scenario_done", { passed = false })
end)
