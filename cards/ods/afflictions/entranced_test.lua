-- Entranced: its data, its trait penalty through traits.value, and its removal (p.15),
-- on p1_hadrian (scripts/ods/testkit.lua "Story cards").
local kit = require("ods.testkit")

local ID = "entranced"
local HADRIAN = { champions = { p1 = { "hadrian" } } }

test("entranced: its data is valid", function()
  expect(kit.card_ok(ID)).to_be("ok")
end)

test("entranced: 4 copies in the Affliction deck", function()
  expect(kit.in_deck(kit.game(HADRIAN), "affliction", ID)).to_be(4)
end)

test("entranced: insight -1 while attached", function()
  local _, out = kit.call(HADRIAN, { "testkit.trait", "p1_hadrian", "insight" },
    { "testkit.afflict", "p1_hadrian", ID }, { "testkit.trait", "p1_hadrian", "insight" })
  expect(out[2]).to_be(ID)
  expect(tonumber(out[3])).to_be(tonumber(out[1]) - 1)
end)

local function purge(face)
  local g = kit.story({ at = { p1_hadrian = "tollgate" } },
    { "testkit.afflict", "p1_hadrian", ID }, { "testkit.purge", "p1_hadrian", ID })
  kit.rig(g, face)
  g:choose("go")
  kit.until_round(g)
  return g
end
test("entranced: the removal action passes its resolve test (6) with a 6", function()
  local g = purge(6)
  expect(kit.holds(g:figure("p1_hadrian"), ID)).to_be_falsy()
  expect_event(g, "test_done", { trait = "resolve", difficulty = 6, passed = true })
end)

test("entranced: a failed removal test (a 1) keeps it", function()
  local g = purge(1)
  expect(kit.holds(g:figure("p1_hadrian"), ID)).to_be_truthy()
  expect_event(g, "test_done", { passed = false })
end)
