-- The Grave Warden: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "the_grave_warden", "world_hollows", "hollows"
local function play(faces, keys)
  local g = kit.scenario_game(ID, DECK, LOC, { villain = "dragon" })
  return g, kit.play_scenario(g, "world", faces, keys)
end

test("the_grave_warden: its data is valid (steps, foes, epic foes, resources, location)", function()
  expect(kit.card_ok(ID, { villain = "dragon" })).to_be("ok")
end)

test("the_grave_warden: shuffled into the hollows World deck at set-up (p.7)", function()
  expect(kit.in_deck(kit.game({ villain = "dragon" }), DECK, ID)).to_be(1)
end)

test("the_grave_warden: `face`", function()
  local g, h = play(kit.then_sixes({}), { "choose face" })
  expect(kit.fought(g, "wraiths")).to_be_truthy()
  expect_event(g, "combat_start", { kind = "duel" })
  expect_event(g, "foe_defeated", { by = "p1_hadrian" })
  expect(h.gold).to_be_at_least(4)  -- the reward, then the card's gold
  expect_no_event(g, "affliction_gained")
  expect_event(g, "scenario_done", { passed = true })
end)

test("the_grave_warden: `turn_back`", function()
  local g, h = play({}, { "choose turn_back" })
  expect(h.gold).to_be(2)
  expect(h.health).to_be(8)
  expect(h.willpower).to_be(2)
  expect_no_event(g, "affliction_gained")
  expect_event(g, "scenario_done", { passed = true })
end)
