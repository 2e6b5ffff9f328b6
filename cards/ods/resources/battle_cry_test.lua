-- Battle Cry: a combat feat, +2 Might for one combat round, declared before the roll (p.12).
local kit = require("ods.testkit")

local function fight(feat, faces) return kit.feat_fight("battle_cry", feat, faces, 1) end

test("battle_cry: bought for 3 gold", function() kit.check_bought("battle_cry", 3, 4) end)

test("battle_cry: the round's attack gets +2 Might (3 + 2 + 2 vs Defence 4)", function()
  local g = fight("feat battle_cry", { 3, 6, 3, 6 })
  local e = kit.play_until(g, "attack_done")
  expect({ e.total, e.damage }).to_be({ 7, 3 })
end)

test("battle_cry: sideways after use, so the next round's attack has no bonus", function()
  -- round 3's attack die (1: 1 + 2 < 4) asks for a reroll, so the fight is still on when the
  -- card is read; a pass would kill the horde and play on to the next turn, which refreshes it
  local g = fight("feat battle_cry", { 3, 6, 3, 6, 1 })
  local e = kit.play_until(g, "attack_done", 2)
  expect(e.total).to_be(3 + 2)
  expect(g:card("battle_cry").exhausted).to_be(true)
end)
