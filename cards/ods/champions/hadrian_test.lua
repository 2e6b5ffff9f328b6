-- Hadrian: start data, Shieldbrother (+1 Defence beside an ally) and Rally.
local kit = require("ods.testkit")

test(
  "hadrian: starts at Dunmarrow with a Longsword",
  function() kit.check_champion_start("hadrian", "dunmarrow", { health = 11, willpower = 4, gold = 2 }, "longsword") end
)

test("hadrian: Rally gives every champion on his space 1 Willpower, not above the maximum", function()
  local g = kit.game({
    champions = { p1 = { "hadrian", "brom" } },
    at = { p1_hadrian = "kingsford", p1_brom = "kingsford" },
    figure_vars = { p1_hadrian = { willpower = 1 }, p1_brom = { willpower = 4 } },
  })
  kit.answer_until(g, "first p1_hadrian") -- Agility 3 each: the players pick (p.10)
  kit.answer_until(g, "special")
  expect(g:figure("p1_hadrian").willpower).to_be(2)
  expect(g:figure("p1_brom").willpower).to_be(4)
end)

local function defence_total(with_ally)
  local at = { p1_hadrian = "kingsford", undead_corpse_1 = "kingsford" }
  local champions = { p1 = { "hadrian" } }
  if with_ally then
    at.p2_nora = "kingsford"
    champions.p2 = { "nora" }
  end
  local g = kit.game({
    champions = champions,
    at = at,
    figure_vars = { p1_hadrian = { willpower = 0 }, p2_nora = { willpower = 0 } },
  })
  kit.rig(g, 1, 1, 1, 1)
  for _ = 1, 2 do
    if g:offers("pass") then g:choose("pass") end
  end
  local e
  for _ = 1, 200 do
    -- the first defence only: one answer may run on into the Scenario Phase's fights
    for _, d in ipairs(g:events("defence_done")) do
      if not e and d.champion == "p1_hadrian" then e = d end
    end
    if e then return e.total end
    if g:offers("defend undead_corpse_1 p1_hadrian") then
      g:choose("defend undead_corpse_1 p1_hadrian")
    else
      g:choose(kit.generic(g) or g:options()[1])
    end
  end
end

test("hadrian: Shieldbrother adds 1 to his Defence only while an ally shares his space", function()
  expect(defence_total(false)).to_be(1 + 3)
  expect(defence_total(true)).to_be(1 + 3 + 1)
end)

test("hadrian: Rally is not offered when nobody on his space lacks Willpower", function()
  local g = kit.game({ champions = { p1 = { "hadrian" } }, at = { p1_hadrian = "kingsford" } })
  expect(g:figure("p1_hadrian").willpower).to_be(4)
  kit.expect_no_special(g)
end)
