-- Reckless Strike: a combat feat, +3 Might and -1 Agility for its round (p.12).
local kit = require("ods.testkit")

test("reckless_strike: +3 on the attack, -1 on the same round's defence", function()
  local g = kit.game{ champions = { p1 = { "anton" } }, give = { p1_anton = { "reckless_strike" } },
    at = { p1_anton = "kingsford", undead_horde_1 = "kingsford" }, figure_vars = { p1_anton = { willpower = 0 } } }
  kit.rig(g, 3, 3)
  kit.answer_until(g, "pass")
  kit.answer_until(g, "feat reckless_strike")
  local a = kit.play_until(g, "attack_done")
  local d = kit.play_until(g, "defence_done")
  expect({ a.total, d.total }).to_be({ 3 + 2 + 3, 3 + 2 - 1 })
end)
