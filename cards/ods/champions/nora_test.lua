-- Nora: start data (Spirit-Touched, Heal), Hearthwise (rest +1) and Mend.
local kit = require("ods.testkit")

test(
  "nora: starts at Hollin Vale with the Heal spell",
  function() kit.check_champion_start("nora", "hollin_vale", { health = 7, willpower = 6, gold = 1 }, "heal") end
)

test("nora: resting regains 3 Health (2 + Hearthwise), capped at 7", function()
  local g = kit.game({ champions = { p1 = { "nora" } }, figure_vars = { p1_nora = { health = 2 } } })
  kit.answer_until(g, "rest")
  expect(g:figure("p1_nora").health).to_be(5)
  kit.answer_until(g, "rest")
  expect(g:figure("p1_nora").health).to_be(7)
end)

test("nora: Mend heals 2 on the champion she picks", function()
  local g = kit.game({
    champions = { p1 = { "nora" }, p2 = { "brom" } },
    at = { p1_nora = "kingsford", p2_brom = "kingsford" },
    figure_vars = { p1_nora = { health = 5 }, p2_brom = { health = 6 } },
  })
  -- Brom has the higher Agility? no: both 2; the players pick who goes first
  for _ = 1, 3 do
    if g:offers("special") and g:prompt():match("p1_nora") then break end
    g:choose(g:offers("first p1_nora") and "first p1_nora" or kit.generic(g) or g:options()[1])
  end
  g:choose("special")
  kit.answer_until(g, "on p2_brom")
  expect(g:figure("p2_brom").health).to_be(8)
  expect(g:figure("p1_nora").health).to_be(5)
end)

test("nora: Mend is not offered when everyone on her space has full Health", function()
  local g = kit.game({ champions = { p1 = { "nora" } }, at = { p1_nora = "kingsford" } })
  expect(g:figure("p1_nora").health).to_be(7)
  kit.expect_no_special(g)
end)
