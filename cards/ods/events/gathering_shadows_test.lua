-- Gathering Shadows: its data, then the card resolved by events.resolve in a game of two
-- champions (p1 Hadrian, p2 Brom: 8 Health, 2 Willpower, 2 gold each).
local kit = require("ods.testkit")

local ID = "gathering_shadows"
local resolve = kit.event_case(ID, 2)

test("gathering_shadows: Place 2 shadow tokens", function()
  local g = resolve(nil)
  expect_event(g, "event_drawn", { card = ID })
  expect(#kit.events_after(g, "event_drawn", "token_placed")).to_be(2)
  for _, e in ipairs(kit.events_after(g, "event_drawn", "token_placed")) do
    expect(e.kind).to_be("shadow")
  end
end)
