-- Hunting Bow: acquiring it and what its modifiers do in a real game.
local kit = require("ods.testkit")

test("hunting_bow: acquired from the Hand on a Capital for 4 gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "hunting_bow,parry,heal,lantern,spear" }, figure_vars = { p1_anton = { gold = 6 } } }
  kit.answer_until(g, "acquire hunting_bow")
  kit.back_to_round(g)
  expect(g:figure("p1_anton").cards).to_contain("hunting_bow")
  expect(g:figure("p1_anton").gold).to_be(2)
end)

test("hunting_bow: not offered to a champion with 3 gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "hunting_bow,parry,heal,lantern,spear" }, figure_vars = { p1_anton = { gold = 3 } } }
  expect(g:offers("acquire hunting_bow")).to_be(false)
end)

-- Anton (Might 2) against an Undead Corpse (Defence 3), no Willpower to spend
local function attack(cards, die)
  local g = kit.game{ champions = { p1 = { "anton" } }, give = { p1_anton = cards },
    at = { p1_anton = "kingsford", undead_corpse_1 = "kingsford" }, figure_vars = { p1_anton = { willpower = 0 } } }
  kit.rig(g, die, 6)
  kit.answer_until(g, "pass")
  return kit.play_until(g, "attack_done", 1, nil, { "use hunting_bow" })
end

test("hunting_bow: +1 Might on the Attack test", function()
  local e = attack({ "hunting_bow" }, 3)
  expect({ e.total, e.damage }).to_be({ 3 + 2 + 1, 2 + 1 })
  expect(attack({}, 3).total).to_be(5)
end)

-- Brom in the Scenario Phase: the_hunting_art opens with an Awareness test (Awareness 2)
local function scenario_total(cards)
  local g = kit.game{ champions = { p1 = { "brom" } }, give = { p1_brom = cards }, at = { p1_brom = "greywood" },
    vars = { deck_world_wilds = "the_hunting_art" }, figure_vars = { p1_brom = { willpower = 0 } } }
  kit.rig(g, 1)
  kit.answer_until(g, "pass")
  local e = kit.play_until(g, "test_done", 1, nil, { "use hunting_bow" })
  expect(e.trait).to_be("awareness")
  return e.total
end

test("hunting_bow: +1 Awareness on a Scenario's test", function()
  expect(scenario_total({ "hunting_bow" })).to_be(1 + 2 + 1)
  expect(scenario_total({})).to_be(1 + 2)
end)
