-- Spear: acquiring it and what its modifiers do in a real game.
local kit = require("ods.testkit")

test("spear: acquired from the Hand on a Capital for 5 gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "spear,parry,heal,lantern,spear" }, figure_vars = { p1_anton = { gold = 7 } } }
  kit.answer_until(g, "acquire spear")
  kit.back_to_round(g)
  expect(g:figure("p1_anton").cards).to_contain("spear")
  expect(g:figure("p1_anton").gold).to_be(2)
end)

test("spear: not offered to a champion with 4 gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "spear,parry,heal,lantern,spear" }, figure_vars = { p1_anton = { gold = 4 } } }
  expect(g:offers("acquire spear")).to_be(false)
end)

-- Anton (Might 2) against an Undead Corpse (Defence 3), no Willpower to spend
local function attack(cards, die)
  local g = kit.game{ champions = { p1 = { "anton" } }, give = { p1_anton = cards },
    at = { p1_anton = "kingsford", undead_corpse_1 = "kingsford" }, figure_vars = { p1_anton = { willpower = 0 } } }
  kit.rig(g, die, 6)
  kit.answer_until(g, "pass")
  return kit.play_until(g, "attack_done", 1, nil, { "use spear" })
end

test("spear: +1 Might on the Attack test", function()
  local e = attack({ "spear" }, 3)
  expect({ e.total, e.damage }).to_be({ 3 + 2 + 1, 2 + 1 })
  expect(attack({}, 3).total).to_be(5)
end)

-- Anton (Agility 2) defending against an Undead Corpse (Attack 5), no Willpower to spend
local function defence(cards, die)
  local g = kit.game{ champions = { p1 = { "anton" } }, give = { p1_anton = cards },
    at = { p1_anton = "kingsford", undead_corpse_1 = "kingsford" }, figure_vars = { p1_anton = { willpower = 0 } } }
  kit.rig(g, 1, die)
  kit.answer_until(g, "pass")
  return kit.play_until(g, "defence_done", 1, nil, { "use spear" })
end

test("spear: +1 Agility on the Defence test", function()
  local e = defence({ "spear" }, 1)
  expect(e.total).to_be(1 + 2 + 1)
  expect(e.damage).to_be(1)
  expect(defence({}, 1).damage).to_be(2)
end)
