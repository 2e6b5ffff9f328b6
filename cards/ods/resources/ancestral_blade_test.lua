-- Ancestral Blade: a Relic that counts as a Weapon (p.11): never bought, +2 Might, and with
-- another weapon only one of them counts.
local kit = require("ods.testkit")

test("ancestral_blade: a Relic is never bought from the Hand (p.7)", function()
  local g = kit.game({
    champions = { p1 = { "anton" } },
    vars = { hand = "ancestral_blade,parry,longsword,lantern,spear" },
    figure_vars = { p1_anton = { gold = 20 } },
  })
  expect(g:offers("acquire ancestral_blade")).to_be(false)
  expect(g:offers("acquire longsword")).to_be(true)
end)

local function attack(cards, prefer)
  local g = kit.game({
    champions = { p1 = { "anton" } },
    give = { p1_anton = cards },
    at = { p1_anton = "kingsford", undead_corpse_1 = "kingsford" },
    figure_vars = { p1_anton = { willpower = 0 } },
  })
  kit.rig(g, 3, 6)
  kit.answer_until(g, "pass")
  return kit.play_until(g, "attack_done", 1, nil, prefer)
end

test("ancestral_blade: +2 Might (3 + 2 + 2)", function() expect(attack({ "ancestral_blade" }).total).to_be(7) end)

test(
  "ancestral_blade: with a Longsword only one weapon counts (the better, p.11), never both",
  function() expect(attack({ "longsword", "ancestral_blade" }, { "use ancestral_blade" }).total).to_be(3 + 2 + 2) end
)
