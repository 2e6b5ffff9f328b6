-- Horn of the Hunt: acquiring it and what its modifiers do in a real game.
local kit = require("ods.testkit")

test("horn_of_the_hunt: a Relic is never bought from the Hand (p.7), whatever the gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "horn_of_the_hunt,parry,longsword,lantern,spear" }, figure_vars = { p1_anton = { gold = 20 } } }
  expect(g:offers("acquire horn_of_the_hunt")).to_be(false)
  expect(g:offers("acquire longsword")).to_be(true)
end)

test("horn_of_the_hunt: Anton's Special takes it on a Hollows space (FAQ p.17)", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "witchs_hollow" },
    vars = { hand = "horn_of_the_hunt,parry,longsword,lantern,spear" } }
  kit.rig(g, 6)
  kit.answer_until(g, "special")
  kit.back_to_round(g)
  expect(g:figure("p1_anton").cards).to_contain("horn_of_the_hunt")
end)

-- Anton (Might 2) against an Undead Corpse (Defence 3), no Willpower to spend
local function attack(cards, die)
  local g = kit.game{ champions = { p1 = { "anton" } }, give = { p1_anton = cards },
    at = { p1_anton = "kingsford", undead_corpse_1 = "kingsford" }, figure_vars = { p1_anton = { willpower = 0 } } }
  kit.rig(g, die, 6)
  kit.answer_until(g, "pass")
  return kit.play_until(g, "attack_done", 1, nil, { "use horn_of_the_hunt" })
end

test("horn_of_the_hunt: +1 Might on the Attack test", function()
  local e = attack({ "horn_of_the_hunt" }, 3)
  expect({ e.total, e.damage }).to_be({ 3 + 2 + 1, 2 + 1 })
  expect(attack({}, 3).total).to_be(5)
end)

-- Brom (Persuasion 2) recruits a Loyal Hound (Persuasion 6) on a 2 only with the +1
local function recruit_hound(cards)
  local g = kit.game{ champions = { p1 = { "brom" } }, give = { p1_brom = cards }, at = { p1_brom = "kingsford" },
    vars = { hand = "loyal_hound,parry,longsword,lantern,spear" }, figure_vars = { p1_brom = { willpower = 0 } } }
  kit.rig(g, 2)
  kit.answer_until(g, "acquire loyal_hound")
  return kit.play_until(g, "test_done", 1, nil, { "use horn_of_the_hunt" })
end

test("horn_of_the_hunt: +1 Persuasion", function()
  expect(recruit_hound({ "horn_of_the_hunt" }).total).to_be(2 + 2 + 1)
  expect(recruit_hound({}).passed).to_be(false)
end)
