-- Old Hermit: acquiring it and what its modifiers do in a real game.
local kit = require("ods.testkit")

-- Brom has Persuasion 2 and no Willpower here, so the die alone decides.
local function recruit(die)
  local g = kit.game{ champions = { p1 = { "brom" } }, at = { p1_brom = "kingsford" },
    vars = { hand = "old_hermit,parry,longsword,lantern,spear" }, figure_vars = { p1_brom = { willpower = 0, gold = 0 } } }
  kit.rig(g, die)
  kit.answer_until(g, "acquire old_hermit")
  kit.back_to_round(g)
  return g
end

test("old_hermit: recruited, not bought: Persuasion 7 passes on a 5, no gold spent", function()
  expect(recruit(5):figure("p1_brom").cards).to_contain("old_hermit")
end)

test("old_hermit: a 4 fails and it stays in the Hand", function()
  local g = recruit(4)
  expect(g:figure("p1_brom").cards).not_to_contain("old_hermit")
  expect(g:vars().hand).to_contain("old_hermit")
end)

-- Brom in the Scenario Phase: huginn opens with an Insight test (Insight 1)
local function scenario_total(cards)
  local g = kit.game{ champions = { p1 = { "brom" } }, give = { p1_brom = cards }, at = { p1_brom = "greywood" },
    vars = { deck_world_wilds = "huginn" }, figure_vars = { p1_brom = { willpower = 0 } } }
  kit.rig(g, 1)
  kit.answer_until(g, "pass")
  local e = kit.play_until(g, "test_done", 1, nil, { "use old_hermit" })
  expect(e.trait).to_be("insight")
  return e.total
end

test("old_hermit: +2 Insight on a Scenario's test", function()
  expect(scenario_total({ "old_hermit" })).to_be(1 + 1 + 2)
  expect(scenario_total({})).to_be(1 + 1)
end)
