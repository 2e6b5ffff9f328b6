-- Thieves' Tools: acquiring it and what its modifiers do in a real game.
local kit = require("ods.testkit")

test("thieves_tools: acquired from the Hand on a Capital for 4 gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "thieves_tools,parry,heal,lantern,spear" }, figure_vars = { p1_anton = { gold = 6 } } }
  kit.answer_until(g, "acquire thieves_tools")
  kit.back_to_round(g)
  expect(g:figure("p1_anton").cards).to_contain("thieves_tools")
  expect(g:figure("p1_anton").gold).to_be(2)
end)

test("thieves_tools: not offered to a champion with 3 gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "thieves_tools,parry,heal,lantern,spear" }, figure_vars = { p1_anton = { gold = 3 } } }
  expect(g:offers("acquire thieves_tools")).to_be(false)
end)

-- Brom in the Scenario Phase: the_hunting_art opens with an Awareness test (Awareness 2)
local function scenario_total(cards)
  local g = kit.game{ champions = { p1 = { "brom" } }, give = { p1_brom = cards }, at = { p1_brom = "greywood" },
    vars = { deck_world_wilds = "the_hunting_art" }, figure_vars = { p1_brom = { willpower = 0 } } }
  kit.rig(g, 1)
  kit.answer_until(g, "pass")
  local e = kit.play_until(g, "test_done", 1, nil, { "use thieves_tools" })
  expect(e.trait).to_be("awareness")
  return e.total
end

test("thieves_tools: +1 Awareness on a Scenario's test", function()
  expect(scenario_total({ "thieves_tools" })).to_be(1 + 2 + 1)
  expect(scenario_total({})).to_be(1 + 2)
end)

-- Brom in the Scenario Phase: huginn opens with an Insight test (Insight 1)
local function scenario_total(cards)
  local g = kit.game{ champions = { p1 = { "brom" } }, give = { p1_brom = cards }, at = { p1_brom = "greywood" },
    vars = { deck_world_wilds = "huginn" }, figure_vars = { p1_brom = { willpower = 0 } } }
  kit.rig(g, 1)
  kit.answer_until(g, "pass")
  local e = kit.play_until(g, "test_done", 1, nil, { "use thieves_tools" })
  expect(e.trait).to_be("insight")
  return e.total
end

test("thieves_tools: +1 Insight on a Scenario's test", function()
  expect(scenario_total({ "thieves_tools" })).to_be(1 + 1 + 1)
  expect(scenario_total({})).to_be(1 + 1)
end)
