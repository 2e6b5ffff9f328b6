-- Loyal Hound: acquiring it and what its modifiers do in a real game.
local kit = require("ods.testkit")

-- Brom has Persuasion 2 and no Willpower here, so the die alone decides.
local function recruit(die)
  local g = kit.game{ champions = { p1 = { "brom" } }, at = { p1_brom = "kingsford" },
    vars = { hand = "loyal_hound,parry,longsword,lantern,spear" }, figure_vars = { p1_brom = { willpower = 0, gold = 0 } } }
  kit.rig(g, die)
  kit.answer_until(g, "acquire loyal_hound")
  kit.back_to_round(g)
  return g
end

test("loyal_hound: recruited, not bought: Persuasion 6 passes on a 4, no gold spent", function()
  expect(recruit(4):figure("p1_brom").cards).to_contain("loyal_hound")
end)

test("loyal_hound: a 3 fails and it stays in the Hand", function()
  local g = recruit(3)
  expect(g:figure("p1_brom").cards).not_to_contain("loyal_hound")
  expect(g:vars().hand).to_contain("loyal_hound")
end)

-- Anton (Might 2) against an Undead Corpse (Defence 3), no Willpower to spend
local function attack(cards, die)
  local g = kit.game{ champions = { p1 = { "anton" } }, give = { p1_anton = cards },
    at = { p1_anton = "kingsford", undead_corpse_1 = "kingsford" }, figure_vars = { p1_anton = { willpower = 0 } } }
  kit.rig(g, die, 6)
  kit.answer_until(g, "pass")
  return kit.play_until(g, "attack_done", 1, nil, { "use loyal_hound" })
end

test("loyal_hound: +1 Might on the Attack test", function()
  local e = attack({ "loyal_hound" }, 3)
  expect({ e.total, e.damage }).to_be({ 3 + 2 + 1, 2 + 1 })
  expect(attack({}, 3).total).to_be(5)
end)

-- Brom in the Scenario Phase: the_hunting_art opens with an Awareness test (Awareness 2)
local function scenario_total(cards)
  local g = kit.game{ champions = { p1 = { "brom" } }, give = { p1_brom = cards }, at = { p1_brom = "greywood" },
    vars = { deck_world_wilds = "the_hunting_art" }, figure_vars = { p1_brom = { willpower = 0 } } }
  kit.rig(g, 1)
  kit.answer_until(g, "pass")
  local e = kit.play_until(g, "test_done", 1, nil, { "use loyal_hound" })
  expect(e.trait).to_be("awareness")
  return e.total
end

test("loyal_hound: +1 Awareness on a Scenario's test", function()
  expect(scenario_total({ "loyal_hound" })).to_be(1 + 2 + 1)
  expect(scenario_total({})).to_be(1 + 2)
end)
