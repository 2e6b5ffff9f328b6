-- cards/ods/world/wilds/the_wishing_well_test.lua
-- p1_hadrian (2 gold, 8/11 Health, 2/4 Willpower, Awareness 2) draws the card on Glimmerlake.
local kit = require("ods.testkit")

local ID, DECK, LOC = "the_wishing_well", "world_wilds", "wilds"
local function play(faces, keys)
  local g = kit.scenario_game(ID, DECK, LOC, { villain = "dragon" })
  return g, kit.play_scenario(g, "world", faces, keys)
end

test("the_wishing_well: its data is valid and it is in the Wilds deck", function()
  expect(kit.card_ok(ID, { villain = "dragon" })).to_be("ok")
  expect(kit.in_deck(kit.game({ villain = "dragon" }), DECK, ID)).to_be(1)
end)

test("the_wishing_well: a 6 finds the purse, then the wish trades a coin for 2 Willpower", function()
  local g, h = play({ 6 }, { "choose wish" })
  expect(h.gold).to_be(2)       -- 2 + 1 - 1
  expect(h.willpower).to_be(4)  -- 2 + 2, never over the maximum 4
  expect_event(g, "scenario_done", { passed = true })
end)

test("the_wishing_well: a 1 fails part 1, so part 2 is never read", function()
  local g, h = play({ 1 }, {})
  expect(h.health).to_be(7)
  expect(h.gold).to_be(2)
  expect_event(g, "scenario_done", { passed = false })
end)

test("the_wishing_well: walking on is a failure (passed = false)", function()
  local g, h = play({ 6 }, { "choose leave" })
  expect(h.gold).to_be(3)
  expect(h.willpower).to_be(2)
  expect_event(g, "scenario_done", { passed = false })
end)
