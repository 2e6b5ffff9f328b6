-- Parry: a combat feat, +2 Agility for the round it is declared in (p.12).
local kit = require("ods.testkit")

test("parry: the round's Defence test gets +2 Agility (1 + 2 + 2 vs Attack 6)", function()
  local g = kit.feat_fight("parry", "feat parry", { 3, 1 })
  local e = kit.play_until(g, "defence_done")
  expect({ e.total, e.damage }).to_be({ 5, 1 })
end)

test("parry: declined, the same roll costs 3 Health", function()
  local g = kit.feat_fight("parry", "no feat", { 3, 1 })
  local e = kit.play_until(g, "defence_done")
  expect(e.damage).to_be(3)
end)
