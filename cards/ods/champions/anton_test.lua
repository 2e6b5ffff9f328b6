-- Anton: start data, the Delver passive and the Relic Special (FAQ p.17).
local kit = require("ods.testkit")

local HAND = "ancestral_blade,longsword,lantern,parry,heal"

local function anton(at, extra)
  -- the refill after a take comes from a known deck (a shuffled one may hold the relic's twin
  -- id, left there when the Hand was preset)
  local spec = { champions = { p1 = { "anton" } }, vars = { hand = HAND, deck_resource = "spear,war_axe,chain_mail" } }
  if at then spec.at = { p1_anton = at } end
  for k, v in pairs(extra or {}) do
    spec[k] = v
  end
  return kit.game(spec)
end

test(
  "anton: starts at Caer Aurin with full Health and Willpower, 2 gold and a Lantern",
  function()
    kit.check_champion_start(
      "anton",
      "caer_aurin",
      { health = 8, max_health = 8, willpower = 5, max_willpower = 5, gold = 2 },
      "lantern"
    )
  end
)

test("anton: on a Hollows space the Special takes the Relic for a passed Insight test, no gold", function()
  local g = anton("witchs_hollow")
  kit.rig(g, 2) -- 2 + Insight 4 + Delver 1 = 7: passes
  kit.answer_until(g, "special")
  kit.back_to_round(g)
  local f = g:figure("p1_anton")
  expect(f.cards).to_contain("ancestral_blade")
  expect(f.gold).to_be(2)
  expect(g:vars().hand).not_to_contain("ancestral_blade")
  expect_event(g, "test_done", { champion = "p1_anton", trait = "insight", total = 7, passed = true })
end)

test("anton: a failed test leaves the Relic in the Hand", function()
  local g = anton("witchs_hollow")
  kit.rig(g, 1) -- 1 + 4 + 1 = 6 < 7
  kit.answer_until(g, "special")
  kit.back_to_round(g)
  expect(g:figure("p1_anton").cards).not_to_contain("ancestral_blade")
  expect(g:vars().hand).to_contain("ancestral_blade")
end)

test("anton: off the Hollows the Special is not offered", function()
  local g = anton("kingsford")
  kit.expect_no_special(g)
end)

test("anton: on the Hollows with no Relic in the Hand the Special is not offered", function()
  local g = anton("witchs_hollow", { vars = { hand = "longsword,lantern,parry,heal,spear" } })
  kit.expect_no_special(g)
end)
