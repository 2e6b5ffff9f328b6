-- Nightmares: its data, its trait penalty through traits.value, and its removal (p.15),
-- on p1_hadrian (scripts/ods/testkit.lua "Story cards").
local kit = require("ods.testkit")

local ID = "nightmares"
local HADRIAN = { champions = { p1 = { "hadrian" } } }

test("nightmares: its data is valid", function()
  expect(kit.card_ok(ID)).to_be("ok")
end)

test("nightmares: 4 copies in the Affliction deck", function()
  expect(kit.in_deck(kit.game(HADRIAN), "affliction", ID)).to_be(4)
end)

test("nightmares: insight -1 while attached", function()
  local _, out = kit.call(HADRIAN, { "testkit.trait", "p1_hadrian", "insight" },
    { "testkit.afflict", "p1_hadrian", ID }, { "testkit.trait", "p1_hadrian", "insight" })
  expect(out[2]).to_be(ID)
  expect(tonumber(out[3])).to_be(tonumber(out[1]) - 1)
end)

test("nightmares: a Rest removes it, a Turn end does not", function()
  local g, out = kit.call({ champions = HADRIAN.champions, at = { p1_hadrian = "tollgate" } },
    { "testkit.afflict", "p1_hadrian", ID }, { "afflictions.turn_end" }, { "testkit.rest", "p1_hadrian" })
  expect(out[3]).to_be(ID)
  expect(kit.holds(g:figure("p1_hadrian"), ID)).to_be_falsy()
  expect(#g:events("affliction_removed")).to_be(1)
end)
