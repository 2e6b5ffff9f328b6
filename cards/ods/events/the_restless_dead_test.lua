-- The Restless Dead: its data, then the card resolved by events.resolve in a game of two
-- champions (p1 Hadrian, p2 Brom: 8 Health, 2 Willpower, 2 gold each).
local kit = require("ods.testkit")

local ID = "the_restless_dead"
local resolve = kit.event_case(ID, 1)

test("the_restless_dead: A Foe enters on a random Hollows space", function()
  local g = resolve(nil)
  expect_event(g, "event_drawn", { card = ID })
  local entered = kit.events_after(g, "event_drawn", "foe_entered")
  expect(#entered).to_be(1)
  expect(kit.SPACES_OF["hollows"]).to_contain(entered[1].space)
end)
