-- Dread: its data, its trait penalty through traits.value, and its removal (p.15),
-- on p1_hadrian (scripts/ods/testkit.lua "Story cards").
local kit = require("ods.testkit")

local ID = "dread"
local HADRIAN = { champions = { p1 = { "hadrian" } } }

test("dread: its data is valid", function()
  expect(kit.card_ok(ID)).to_be("ok")
end)

test("dread: 4 copies in the Affliction deck", function()
  expect(kit.in_deck(kit.game(HADRIAN), "affliction", ID)).to_be(4)
end)

test("dread: resolve -1 while attached", function()
  local _, out = kit.call(HADRIAN, { "testkit.trait", "p1_hadrian", "resolve" },
    { "testkit.afflict", "p1_hadrian", ID }, { "testkit.trait", "p1_hadrian", "resolve" })
  expect(out[2]).to_be(ID)
  expect(tonumber(out[3])).to_be(tonumber(out[1]) - 1)
end)

test("dread: removed at Turn end on a capital space, kept elsewhere", function()
  local g = kit.call({ champions = HADRIAN.champions, at = { p1_hadrian = "dunmarrow" } },
    { "testkit.afflict", "p1_hadrian", ID }, { "afflictions.turn_end" })
  expect(kit.holds(g:figure("p1_hadrian"), ID)).to_be_falsy()
  expect_event(g, "affliction_removed", { champion = "p1_hadrian" })
  local g2 = kit.call({ champions = HADRIAN.champions, at = { p1_hadrian = "tollgate" } },
    { "testkit.afflict", "p1_hadrian", ID }, { "afflictions.turn_end" })
  expect(kit.holds(g2:figure("p1_hadrian"), ID)).to_be_truthy()
end)
