-- Chain Mail: acquiring it and what its modifiers do in a real game.
local kit = require("ods.testkit")

test("chain_mail: acquired from the Hand on a Capital for 5 gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "chain_mail,parry,heal,lantern,spear" }, figure_vars = { p1_anton = { gold = 7 } } }
  kit.answer_until(g, "acquire chain_mail")
  kit.back_to_round(g)
  expect(g:figure("p1_anton").cards).to_contain("chain_mail")
  expect(g:figure("p1_anton").gold).to_be(2)
end)

test("chain_mail: not offered to a champion with 4 gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "chain_mail,parry,heal,lantern,spear" }, figure_vars = { p1_anton = { gold = 4 } } }
  expect(g:offers("acquire chain_mail")).to_be(false)
end)

-- Anton (Agility 2) defending against an Undead Corpse (Attack 5), no Willpower to spend
local function defence(cards, die)
  local g = kit.game{ champions = { p1 = { "anton" } }, give = { p1_anton = cards },
    at = { p1_anton = "kingsford", undead_corpse_1 = "kingsford" }, figure_vars = { p1_anton = { willpower = 0 } } }
  kit.rig(g, 1, die)
  kit.answer_until(g, "pass")
  return kit.play_until(g, "defence_done", 1, nil, { "use chain_mail" })
end

test("chain_mail: +2 Agility on the Defence test", function()
  local e = defence({ "chain_mail" }, 1)
  expect(e.total).to_be(1 + 2 + 2)
  expect(e.damage).to_be(0)
  expect(defence({}, 1).damage).to_be(2)
end)
