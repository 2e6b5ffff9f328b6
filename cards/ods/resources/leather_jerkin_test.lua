-- Leather Jerkin: acquiring it and what its modifiers do in a real game.
local kit = require("ods.testkit")

test("leather_jerkin: acquired from the Hand on a Capital for 2 gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "leather_jerkin,parry,heal,lantern,spear" }, figure_vars = { p1_anton = { gold = 4 } } }
  kit.answer_until(g, "acquire leather_jerkin")
  kit.back_to_round(g)
  expect(g:figure("p1_anton").cards).to_contain("leather_jerkin")
  expect(g:figure("p1_anton").gold).to_be(2)
end)

test("leather_jerkin: not offered to a champion with 1 gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "leather_jerkin,parry,heal,lantern,spear" }, figure_vars = { p1_anton = { gold = 1 } } }
  expect(g:offers("acquire leather_jerkin")).to_be(false)
end)

-- Anton (Agility 2) defending against an Undead Corpse (Attack 5), no Willpower to spend
local function defence(cards, die)
  local g = kit.game{ champions = { p1 = { "anton" } }, give = { p1_anton = cards },
    at = { p1_anton = "kingsford", undead_corpse_1 = "kingsford" }, figure_vars = { p1_anton = { willpower = 0 } } }
  kit.rig(g, 1, die)
  kit.answer_until(g, "pass")
  return kit.play_until(g, "defence_done", 1, nil, { "use leather_jerkin" })
end

test("leather_jerkin: +1 Agility on the Defence test", function()
  local e = defence({ "leather_jerkin" }, 1)
  expect(e.total).to_be(1 + 2 + 1)
  expect(e.damage).to_be(1)
  expect(defence({}, 1).damage).to_be(2)
end)
