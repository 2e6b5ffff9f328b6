-- Wandering Bard: acquiring it and what its modifiers do in a real game.
local kit = require("ods.testkit")

-- Brom has Persuasion 2 and no Willpower here, so the die alone decides.
local function recruit(die)
  local g = kit.game{ champions = { p1 = { "brom" } }, at = { p1_brom = "kingsford" },
    vars = { hand = "wandering_bard,parry,longsword,lantern,spear" }, figure_vars = { p1_brom = { willpower = 0, gold = 0 } } }
  kit.rig(g, die)
  kit.answer_until(g, "acquire wandering_bard")
  kit.back_to_round(g)
  return g
end

test("wandering_bard: recruited, not bought: Persuasion 6 passes on a 4, no gold spent", function()
  expect(recruit(4):figure("p1_brom").cards).to_contain("wandering_bard")
end)

test("wandering_bard: a 3 fails and it stays in the Hand", function()
  local g = recruit(3)
  expect(g:figure("p1_brom").cards).not_to_contain("wandering_bard")
  expect(g:vars().hand).to_contain("wandering_bard")
end)

-- Brom (Persuasion 2) recruits a Loyal Hound (Persuasion 6) on a 2 only with the +2
local function recruit_hound(cards)
  local g = kit.game{ champions = { p1 = { "brom" } }, give = { p1_brom = cards }, at = { p1_brom = "kingsford" },
    vars = { hand = "loyal_hound,parry,longsword,lantern,spear" }, figure_vars = { p1_brom = { willpower = 0 } } }
  kit.rig(g, 2)
  kit.answer_until(g, "acquire loyal_hound")
  return kit.play_until(g, "test_done", 1, nil, { "use wandering_bard" })
end

test("wandering_bard: +2 Persuasion", function()
  expect(recruit_hound({ "wandering_bard" }).total).to_be(2 + 2 + 2)
  expect(recruit_hound({}).passed).to_be(false)
end)
