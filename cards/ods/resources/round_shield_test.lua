-- Round Shield: acquiring it and what its modifiers do in a real game.
local kit = require("ods.testkit")

test("round_shield: acquired from the Hand on a Capital for 4 gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "round_shield,parry,heal,lantern,spear" }, figure_vars = { p1_anton = { gold = 6 } } }
  kit.answer_until(g, "acquire round_shield")
  kit.back_to_round(g)
  expect(g:figure("p1_anton").cards).to_contain("round_shield")
  expect(g:figure("p1_anton").gold).to_be(2)
end)

test("round_shield: not offered to a champion with 3 gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "round_shield,parry,heal,lantern,spear" }, figure_vars = { p1_anton = { gold = 3 } } }
  expect(g:offers("acquire round_shield")).to_be(false)
end)

-- Anton (Agility 2) defending against an Undead Corpse (Attack 5), no Willpower to spend
local function defence(cards, die)
  local g = kit.game{ champions = { p1 = { "anton" } }, give = { p1_anton = cards },
    at = { p1_anton = "kingsford", undead_corpse_1 = "kingsford" }, figure_vars = { p1_anton = { willpower = 0 } } }
  kit.rig(g, 1, die)
  kit.answer_until(g, "pass")
  return kit.play_until(g, "defence_done", 1, nil, { "use round_shield" })
end

test("round_shield: +1 Agility on the Defence test", function()
  local e = defence({ "round_shield" }, 1)
  expect(e.total).to_be(1 + 2 + 1)
  expect(e.damage).to_be(1)
  expect(defence({}, 1).damage).to_be(2)
end)

-- Natasha (Resolve 1, no armour) in the Scenario Phase: voices_in_the_dark opens with a Resolve test
local function scenario_total(cards)
  local g = kit.game{ champions = { p1 = { "natasha" } }, give = { p1_natasha = cards }, at = { p1_natasha = "witchs_hollow" },
    vars = { deck_world_hollows = "voices_in_the_dark" }, figure_vars = { p1_natasha = { willpower = 0 } } }
  kit.rig(g, 1)
  kit.answer_until(g, "pass")
  local e = kit.play_until(g, "test_done", 1, nil, { "use round_shield" })
  expect(e.trait).to_be("resolve")
  return e.total
end

test("round_shield: +1 Resolve on a Scenario's test", function()
  expect(scenario_total({ "round_shield" })).to_be(1 + 1 + 1)
  expect(scenario_total({})).to_be(1 + 1)
end)
