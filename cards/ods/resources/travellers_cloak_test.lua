-- Traveller's Cloak: acquiring it and what its modifiers do in a real game.
local kit = require("ods.testkit")

test("travellers_cloak: acquired from the Hand on a Capital for 2 gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "travellers_cloak,parry,heal,lantern,spear" }, figure_vars = { p1_anton = { gold = 4 } } }
  kit.answer_until(g, "acquire travellers_cloak")
  kit.back_to_round(g)
  expect(g:figure("p1_anton").cards).to_contain("travellers_cloak")
  expect(g:figure("p1_anton").gold).to_be(2)
end)

test("travellers_cloak: not offered to a champion with 1 gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "travellers_cloak,parry,heal,lantern,spear" }, figure_vars = { p1_anton = { gold = 1 } } }
  expect(g:offers("acquire travellers_cloak")).to_be(false)
end)

-- Natasha (Resolve 1, no armour) in the Scenario Phase: voices_in_the_dark opens with a Resolve test
local function scenario_total(cards)
  local g = kit.game{ champions = { p1 = { "natasha" } }, give = { p1_natasha = cards }, at = { p1_natasha = "witchs_hollow" },
    vars = { deck_world_hollows = "voices_in_the_dark" }, figure_vars = { p1_natasha = { willpower = 0 } } }
  kit.rig(g, 1)
  kit.answer_until(g, "pass")
  local e = kit.play_until(g, "test_done", 1, nil, { "use travellers_cloak" })
  expect(e.trait).to_be("resolve")
  return e.total
end

test("travellers_cloak: +1 Resolve on a Scenario's test", function()
  expect(scenario_total({ "travellers_cloak" })).to_be(1 + 1 + 1)
  expect(scenario_total({})).to_be(1 + 1)
end)
