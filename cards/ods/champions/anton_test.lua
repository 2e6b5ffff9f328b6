-- Anton: start data, the Delver passive and the Relic Special (FAQ p.17).
local kit = require("ods.testkit")

local HAND = "ancestral_blade,longsword,lantern,parry,heal"

local function anton(at, extra)
  local spec = { champions = { p1 = { "anton" } }, vars = { hand = HAND } }
  if at then spec.at = { p1_anton = at } end
  for k, v in pairs(extra or {}) do spec[k] = v end
  return kit.game(spec)
end

test("anton: starts at Caer Aurin with full Health and Willpower, 2 gold and a Lantern", function()
  local g = anton()
  local f = g:figure("p1_anton")
  expect(kit.at(g, "p1_anton")).to_be("caer_aurin")
  expect({ f.health, f.max_health, f.willpower, f.max_willpower, f.gold }).to_be({ 8, 8, 5, 5, 2 })
  expect(f.cards).to_contain("lantern")
end)

test("anton: on a Hollows space the Special takes the Relic for a passed Insight test, no gold", function()
  local g = anton("dunmarrow_catacombs")
  kit.rig(g, 2)                                   -- 2 + Insight 4 + Delver 1 = 7: passes
  kit.answer_until(g, "special")
  kit.back_to_round(g)
  local f = g:figure("p1_anton")
  expect(f.cards).to_contain("ancestral_blade")
  expect(f.gold).to_be(2)
  expect(g:vars().hand).not_to_contain("ancestral_blade")
  expect_event(g, "test_done", { champion = "p1_anton", trait = "insight", total = 7, passed = true })
end)

test("anton: a failed test leaves the Relic in the Hand", function()
  local g = anton("dunmarrow_catacombs")
  kit.rig(g, 1)                                   -- 1 + 4 + 1 = 6 < 7
  kit.answer_until(g, "special")
  kit.back_to_round(g)
  expect(g:figure("p1_anton").cards).not_to_contain("ancestral_blade")
  expect(g:vars().hand).to_contain("ancestral_blade")
end)

test("anton: off the Hollows the Special does nothing (and the Delver bonus is gone)", function()
  local g = anton("kingsford")
  kit.rig(g, 6)
  kit.answer_until(g, "special")
  kit.back_to_round(g)
  expect(g:figure("p1_anton").cards).not_to_contain("ancestral_blade")
  expect_no_event(g, "test_done", { champion = "p1_anton", trait = "insight" })
end)
