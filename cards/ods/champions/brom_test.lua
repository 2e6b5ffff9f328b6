-- Brom: start data, Stonehide (+1 Defence) and Second Wind.
local kit = require("ods.testkit")

test(
  "brom: starts at Highcairn, 12 Health, 4 Willpower, a Round Shield",
  function()
    kit.check_champion_start(
      "brom",
      "highcairn",
      { health = 12, max_health = 12, willpower = 4, gold = 1 },
      "round_shield"
    )
  end
)

test("brom: Stonehide turns a Defence test of 1 + Agility 3 into 5, enough against Attack 5", function()
  local g = kit.game({ champions = { p1 = { "brom" } }, at = { p1_brom = "kingsford", undead_corpse_1 = "kingsford" } })
  kit.rig(g, 1, 1) -- attack die, defence die
  kit.answer_until(g, "pass")
  local e = kit.play_until(g, "defence_done")
  expect(e.total).to_be(1 + 2 + 1 + 1) -- die + Agility + shield + Stonehide
  expect(e.damage).to_be(0)
  expect(g:figure("p1_brom").health).to_be(12)
end)

test("brom: Second Wind heals 3, never above 12", function()
  local g = kit.game({ champions = { p1 = { "brom" } }, figure_vars = { p1_brom = { health = 7 } } })
  kit.answer_until(g, "special")
  expect(g:figure("p1_brom").health).to_be(10)
  local g2 = kit.game({ champions = { p1 = { "brom" } }, figure_vars = { p1_brom = { health = 11 } } })
  kit.answer_until(g2, "special")
  expect(g2:figure("p1_brom").health).to_be(12)
end)

test("brom: at full Health Second Wind is not offered (it would waste the action)", function()
  local g = kit.game({ champions = { p1 = { "brom" } } })
  expect(g:figure("p1_brom").health).to_be(12)
  kit.expect_no_special(g)
end)
