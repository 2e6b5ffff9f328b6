-- Unholy Book: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "unholy_book", "world_hollows", "hollows"
local function play(faces, keys)
  local g = kit.scenario_game(ID, DECK, LOC, { villain = "dragon" })
  return g, kit.play_scenario(g, "world", faces, keys)
end

test("unholy_book: its data is valid (steps, foes, epic foes, resources, location)", function()
  expect(kit.card_ok(ID, { villain = "dragon" })).to_be("ok")
end)

test("unholy_book: shuffled into the hollows World deck at set-up (p.7)", function()
  expect(kit.in_deck(kit.game({ villain = "dragon" }), DECK, ID)).to_be(1)
end)

test("unholy_book: `read`", function()
  local g, h = play({}, { "choose read" })
  expect(h.gold).to_be(2)
  expect(h.health).to_be(8)
  expect(h.willpower).to_be(2)
  expect_event(g, "affliction_gained", { champion = "p1_hadrian" })
  expect(h.boon2).to_be(1)
  expect_event(g, "scenario_done", { passed = true })
end)

test("unholy_book: `burn`", function()
  local g, h = play({}, { "choose burn" })
  expect(h.gold).to_be(2)
  expect(h.health).to_be(8)
  expect(h.willpower).to_be(3)
  expect_no_event(g, "affliction_gained")
  expect_event(g, "scenario_done", { passed = true })
end)
