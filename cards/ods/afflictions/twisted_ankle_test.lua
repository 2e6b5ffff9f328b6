-- Twisted Ankle: its data, its trait penalty through traits.value, and its removal (p.15),
-- on p1_hadrian (scripts/ods/testkit.lua "Story cards").
local kit = require("ods.testkit")

local ID = "twisted_ankle"
local HADRIAN = { champions = { p1 = { "hadrian" } } }

test("twisted_ankle: its data is valid", function()
  expect(kit.card_ok(ID)).to_be("ok")
end)

test("twisted_ankle: 4 copies in the Affliction deck", function()
  expect(kit.in_deck(kit.game(HADRIAN), "affliction", ID)).to_be(4)
end)

test("twisted_ankle: agility -1 while attached", function()
  local _, out = kit.call(HADRIAN, { "testkit.trait", "p1_hadrian", "agility" },
    { "testkit.afflict", "p1_hadrian", ID }, { "testkit.trait", "p1_hadrian", "agility" })
  expect(out[2]).to_be(ID)
  expect(tonumber(out[3])).to_be(tonumber(out[1]) - 1)
end)

local function turn_end(face)
  local g = kit.story({ at = { p1_hadrian = "tollgate" } },
    { "testkit.afflict", "p1_hadrian", ID }, { "afflictions.turn_end" })
  kit.rig(g, face, face, face)
  g:choose("go")
  return g
end
test("twisted_ankle: a Turn-end roll of 4 removes it", function()
  local g = turn_end(4)
  expect(kit.holds(g:figure("p1_hadrian"), ID)).to_be_falsy()
  expect_event(g, "affliction_removed", { champion = "p1_hadrian" })
end)

test("twisted_ankle: a Turn-end roll of 3 keeps it", function()
  local g = turn_end(3)
  expect(kit.holds(g:figure("p1_hadrian"), ID)).to_be_truthy()
  expect_no_event(g, "affliction_removed")
end)
