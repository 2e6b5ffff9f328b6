-- Howling in the Wilds: its data, then the card resolved by events.resolve in a game of two
-- champions (p1 Hadrian, p2 Brom: 8 Health, 2 Willpower, 2 gold each).
local kit = require("ods.testkit")

local ID = "howling_in_the_wilds"
local resolve = kit.event_case(ID, 1)

test("howling_in_the_wilds: A Foe enters on a random Wilds space, and a shadow token is placed", function()
  local g = resolve(nil)
  expect_event(g, "event_drawn", { card = ID })
  local entered = kit.events_after(g, "event_drawn", "foe_entered")
  expect(#entered).to_be(1)
  expect(kit.SPACES_OF["wilds"]).to_contain(entered[1].space)
  expect(#kit.events_after(g, "event_drawn", "token_placed")).to_be(1)
  for _, e in ipairs(kit.events_after(g, "event_drawn", "token_placed")) do
    expect(e.kind).to_be("shadow")
  end
end)
