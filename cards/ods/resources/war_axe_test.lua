-- War Axe: acquiring it and what its modifiers do in a real game.
local kit = require("ods.testkit")

test("war_axe: acquired from the Hand on a Capital for 5 gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "war_axe,parry,heal,lantern,spear" }, figure_vars = { p1_anton = { gold = 7 } } }
  kit.answer_until(g, "acquire war_axe")
  kit.back_to_round(g)
  expect(g:figure("p1_anton").cards).to_contain("war_axe")
  expect(g:figure("p1_anton").gold).to_be(2)
end)

test("war_axe: not offered to a champion with 4 gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, at = { p1_anton = "caer_aurin" },
    vars = { hand = "war_axe,parry,heal,lantern,spear" }, figure_vars = { p1_anton = { gold = 4 } } }
  expect(g:offers("acquire war_axe")).to_be(false)
end)

-- Anton (Might 2) against an Undead Corpse (Defence 3), no Willpower to spend
local function attack(cards, die)
  local g = kit.game{ champions = { p1 = { "anton" } }, give = { p1_anton = cards },
    at = { p1_anton = "kingsford", undead_corpse_1 = "kingsford" }, figure_vars = { p1_anton = { willpower = 0 } } }
  kit.rig(g, die, 6)
  kit.answer_until(g, "pass")
  return kit.play_until(g, "attack_done", 1, nil, { "use war_axe" })
end

test("war_axe: +2 Might on the Attack test", function()
  local e = attack({ "war_axe" }, 3)
  expect({ e.total, e.damage }).to_be({ 3 + 2 + 2, 2 + 2 })
  expect(attack({}, 3).total).to_be(5)
end)
