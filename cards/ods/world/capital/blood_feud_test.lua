-- Blood Feud: its data checked against the cards and the map that exist, then every outcome
-- resolved by p1_hadrian in a real Scenario Phase (scripts/ods/testkit.lua "Story cards":
-- Hadrian starts with 2 gold, 8/11 Health, 2/4 Willpower; rigged d6).
local kit = require("ods.testkit")

local ID, DECK, LOC = "blood_feud", "world_capital", "capital"
local function play(faces, keys)
  local g = kit.scenario_game(ID, DECK, LOC, { villain = "dragon" })
  return g, kit.play_scenario(g, "world", faces, keys)
end

test("blood_feud: its data is valid (steps, foes, epic foes, resources, location)", function()
  expect(kit.card_ok(ID, { villain = "dragon" })).to_be("ok")
end)

test("blood_feud: shuffled into the capital World deck at set-up (p.7)", function()
  expect(kit.in_deck(kit.game({ villain = "dragon" }), DECK, ID)).to_be(1)
end)

test("blood_feud: `accept`", function()
  local g, h = play(kit.then_sixes({}), { "choose accept" })
  expect(kit.fought(g, "fallen_knight")).to_be_truthy()
  expect_event(g, "combat_start", { kind = "duel" })
  expect_event(g, "foe_defeated", { by = "p1_hadrian" })
  expect(h.gold).to_be_at_least(3)  -- the reward, then the card's gold
  expect_no_event(g, "affliction_gained")
  expect_event(g, "scenario_done", { passed = true })
end)

test("blood_feud: `apologise`", function()
  local g, h = play({}, { "choose apologise" })
  expect(h.gold).to_be(0)
  expect(h.health).to_be(8)
  expect(h.willpower).to_be(2)
  expect_no_event(g, "affliction_gained")
  expect_event(g, "scenario_done", { passed = true })
end)
