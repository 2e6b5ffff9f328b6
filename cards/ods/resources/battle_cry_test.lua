-- Battle Cry: a combat feat, +2 Might for one combat round, declared before the roll (p.12).
local kit = require("ods.testkit")

local function fight(feat, faces)
  local g = kit.game{ champions = { p1 = { "anton" } }, give = { p1_anton = { "battle_cry" } },
    at = { p1_anton = "kingsford", undead_horde_1 = "kingsford" }, figure_vars = { p1_anton = { willpower = 1 } } }
  kit.rig(g, table.unpack(faces))
  kit.answer_until(g, "pass")
  kit.answer_until(g, feat)
  return g
end

test("battle_cry: bought for 3 gold", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, vars = { hand = "battle_cry,parry,heal,lantern,spear" },
    figure_vars = { p1_anton = { gold = 4 } } }
  kit.answer_until(g, "acquire battle_cry")
  kit.back_to_round(g)
  expect(g:figure("p1_anton").cards).to_contain("battle_cry")
  expect(g:figure("p1_anton").gold).to_be(1)
end)

test("battle_cry: the round's attack gets +2 Might (3 + 2 + 2 vs Defence 4)", function()
  local g = fight("feat battle_cry", { 3, 6, 3, 6 })
  local e = kit.play_until(g, "attack_done")
  expect({ e.total, e.damage }).to_be({ 7, 3 })
end)

test("battle_cry: sideways after use, so the next round's attack has no bonus", function()
  local g = fight("feat battle_cry", { 3, 6, 3, 6 })
  local e = kit.play_until(g, "attack_done", 2)
  expect(e.total).to_be(3 + 2)
  expect(g:card("battle_cry").exhausted).to_be(true)
end)
