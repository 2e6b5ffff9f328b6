-- Iron Helm: acquiring it and what its modifiers do in a real game.
local kit = require("ods.testkit")

test("iron_helm: acquired from the Hand on a Capital for 3 gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "iron_helm,parry,heal,lantern,spear" }, figure_vars = { p1_anton = { gold = 5 } } }
  kit.answer_until(g, "acquire iron_helm")
  kit.back_to_round(g)
  expect(g:figure("p1_anton").cards).to_contain("iron_helm")
  expect(g:figure("p1_anton").gold).to_be(2)
end)

test("iron_helm: not offered to a champion with 2 gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "iron_helm,parry,heal,lantern,spear" }, figure_vars = { p1_anton = { gold = 2 } } }
  expect(g:offers("acquire iron_helm")).to_be(false)
end)

-- Natasha (Resolve 1, no armour) in the Scenario Phase: voices_in_the_dark opens with a Resolve test
local function scenario_total(cards)
  local g = kit.game{ champions = { p1 = { "natasha" } }, give = { p1_natasha = cards }, at = { p1_natasha = "witchs_hollow" },
    vars = { deck_world_hollows = "voices_in_the_dark" }, figure_vars = { p1_natasha = { willpower = 0 } } }
  kit.rig(g, 1)
  kit.answer_until(g, "pass")
  local e = kit.play_until(g, "test_done", 1, nil, { "use iron_helm" })
  expect(e.trait).to_be("resolve")
  return e.total
end

test("iron_helm: +2 Resolve on a Scenario's test", function()
  expect(scenario_total({ "iron_helm" })).to_be(1 + 1 + 2)
  expect(scenario_total({})).to_be(1 + 1)
end)
