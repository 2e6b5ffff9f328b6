-- Reckless Strike: a combat feat, +3 Might and -1 Agility for its round (p.12).
local kit = require("ods.testkit")

test("reckless_strike: +3 on the attack, -1 on the same round's defence", function()
  local g = kit.feat_fight("reckless_strike", "feat reckless_strike", { 3, 3 })
  local a = kit.play_until(g, "attack_done")
  local d = kit.play_until(g, "defence_done")
  expect({ a.total, d.total }).to_be({ 3 + 2 + 3, 3 + 2 - 1 })
end)
