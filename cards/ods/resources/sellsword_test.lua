-- Sellsword: acquiring it and what its modifiers do in a real game.
local kit = require("ods.testkit")

-- Brom has Persuasion 2 and no Willpower here, so the die alone decides.
local function recruit(die)
  local g = kit.game{ champions = { p1 = { "brom" } }, at = { p1_brom = "kingsford" },
    vars = { hand = "sellsword,parry,longsword,lantern,spear" }, figure_vars = { p1_brom = { willpower = 0, gold = 0 } } }
  kit.rig(g, die)
  kit.answer_until(g, "acquire sellsword")
  kit.back_to_round(g)
  return g
end

test("sellsword: recruited, not bought: Persuasion 8 passes on a 6, no gold spent", function()
  expect(recruit(6):figure("p1_brom").cards).to_contain("sellsword")
end)

test("sellsword: a 5 fails and it stays in the Hand", function()
  local g = recruit(5)
  expect(g:figure("p1_brom").cards).not_to_contain("sellsword")
  expect(g:vars().hand).to_contain("sellsword")
end)

-- Anton (Might 2) against an Undead Corpse (Defence 3), no Willpower to spend
local function attack(cards, die)
  local g = kit.game{ champions = { p1 = { "anton" } }, give = { p1_anton = cards },
    at = { p1_anton = "kingsford", undead_corpse_1 = "kingsford" }, figure_vars = { p1_anton = { willpower = 0 } } }
  kit.rig(g, die, 6)
  kit.answer_until(g, "pass")
  return kit.play_until(g, "attack_done", 1, nil, { "use sellsword" })
end

test("sellsword: +1 Might on the Attack test", function()
  local e = attack({ "sellsword" }, 3)
  expect({ e.total, e.damage }).to_be({ 3 + 2 + 1, 2 + 1 })
  expect(attack({}, 3).total).to_be(5)
end)

-- Anton (Agility 2) defending against an Undead Corpse (Attack 5), no Willpower to spend
local function defence(cards, die)
  local g = kit.game{ champions = { p1 = { "anton" } }, give = { p1_anton = cards },
    at = { p1_anton = "kingsford", undead_corpse_1 = "kingsford" }, figure_vars = { p1_anton = { willpower = 0 } } }
  kit.rig(g, 1, die)
  kit.answer_until(g, "pass")
  return kit.play_until(g, "defence_done", 1, nil, { "use sellsword" })
end

test("sellsword: +1 Agility on the Defence test", function()
  local e = defence({ "sellsword" }, 1)
  expect(e.total).to_be(1 + 2 + 1)
  expect(e.damage).to_be(1)
  expect(defence({}, 1).damage).to_be(2)
end)
