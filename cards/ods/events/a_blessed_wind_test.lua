-- A Blessed Wind: its data, then the card resolved by events.resolve in a game of two
-- champions (p1 Hadrian, p2 Brom: 8 Health, 2 Willpower, 2 gold each).
local kit = require("ods.testkit")

local ID = "a_blessed_wind"
local resolve = kit.event_case(ID, 1)

test("a_blessed_wind: Each Champion gains a +1 boon token", function()
  local g = resolve(nil)
  expect_event(g, "event_drawn", { card = ID })
  for _, id in ipairs({ "p1_hadrian", "p2_brom" }) do
    expect(g:figure(id).boon1).to_be(1)
  end
end)
