-- Crown of Whispers: acquiring it and what its modifiers do in a real game.
local kit = require("ods.testkit")

test("crown_of_whispers: a Relic is never bought from the Hand (p.7), whatever the gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "crown_of_whispers,parry,longsword,lantern,spear" }, figure_vars = { p1_anton = { gold = 20 } } }
  expect(g:offers("acquire crown_of_whispers")).to_be(false)
  expect(g:offers("acquire longsword")).to_be(true)
end)

test("crown_of_whispers: Anton's Special takes it on a Hollows space (FAQ p.17)", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "witchs_hollow" },
    vars = { hand = "crown_of_whispers,parry,longsword,lantern,spear" } }
  kit.rig(g, 6)
  kit.answer_until(g, "special")
  kit.back_to_round(g)
  expect(g:figure("p1_anton").cards).to_contain("crown_of_whispers")
end)

-- Brom in the Scenario Phase: the_hunting_art opens with an Awareness test (Awareness 2)
local function scenario_total(cards)
  local g = kit.game{ champions = { p1 = { "brom" } }, give = { p1_brom = cards }, at = { p1_brom = "greywood" },
    vars = { deck_world_wilds = "the_hunting_art" }, figure_vars = { p1_brom = { willpower = 0 } } }
  kit.rig(g, 1)
  kit.answer_until(g, "pass")
  local e = kit.play_until(g, "test_done", 1, nil, { "use crown_of_whispers" })
  expect(e.trait).to_be("awareness")
  return e.total
end

test("crown_of_whispers: +1 Awareness on a Scenario's test", function()
  expect(scenario_total({ "crown_of_whispers" })).to_be(1 + 2 + 1)
  expect(scenario_total({})).to_be(1 + 2)
end)

-- Brom in the Scenario Phase: huginn opens with an Insight test (Insight 1)
local function scenario_total(cards)
  local g = kit.game{ champions = { p1 = { "brom" } }, give = { p1_brom = cards }, at = { p1_brom = "greywood" },
    vars = { deck_world_wilds = "huginn" }, figure_vars = { p1_brom = { willpower = 0 } } }
  kit.rig(g, 1)
  kit.answer_until(g, "pass")
  local e = kit.play_until(g, "test_done", 1, nil, { "use crown_of_whispers" })
  expect(e.trait).to_be("insight")
  return e.total
end

test("crown_of_whispers: +2 Insight on a Scenario's test", function()
  expect(scenario_total({ "crown_of_whispers" })).to_be(1 + 1 + 2)
  expect(scenario_total({})).to_be(1 + 1)
end)
