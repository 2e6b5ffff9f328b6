-- Heal: per use (p.11), a champion on the caster's space regains 2 Health; may be cast again.
local kit = require("ods.testkit")

test("heal: Nora casts it twice in one Round: 3 -> 5 -> 7 (her maximum)", function()
  local g = kit.game({ champions = { p1 = { "nora" } }, figure_vars = { p1_nora = { health = 3 } } })
  kit.answer_until(g, "cast heal")
  kit.back_to_round(g)
  expect(g:figure("p1_nora").health).to_be(5)
  kit.answer_until(g, "cast heal")
  kit.back_to_round(g)
  expect(g:figure("p1_nora").health).to_be(7)
end)

test("heal: may heal another champion on the space", function()
  local g = kit.game({
    champions = { p1 = { "nora" }, p2 = { "brom" } },
    at = { p1_nora = "kingsford", p2_brom = "kingsford" },
    figure_vars = { p2_brom = { health = 5 } },
  })
  kit.answer_until(g, "cast heal") -- Brom (Agility 3 with his shield) passes first
  local target
  for _, o in ipairs(g:options()) do
    if o:match("brom") then target = o end
  end
  g:choose(target)
  expect(g:figure("p2_brom").health).to_be(7)
end)
