-- Parry: a combat feat, +2 Agility for the round it is declared in (p.12).
local kit = require("ods.testkit")

test("parry: the round's Defence test gets +2 Agility (1 + 2 + 2 vs Attack 6)", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, give = { p1_anton = { "parry" } },
    at = { p1_anton = "kingsford", undead_horde_1 = "kingsford" }, figure_vars = { p1_anton = { willpower = 0 } } }
  kit.rig(g, 3, 1)
  kit.answer_until(g, "pass")
  kit.answer_until(g, "feat parry")
  local e = kit.play_until(g, "defence_done")
  expect({ e.total, e.damage }).to_be({ 5, 1 })
end)

test("parry: declined, the same roll costs 3 Health", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, give = { p1_anton = { "parry" } },
    at = { p1_anton = "kingsford", undead_horde_1 = "kingsford" }, figure_vars = { p1_anton = { willpower = 0 } } }
  kit.rig(g, 3, 1)
  kit.answer_until(g, "pass")
  kit.answer_until(g, "no feat")
  local e = kit.play_until(g, "defence_done")
  expect(e.damage).to_be(3)
end)
