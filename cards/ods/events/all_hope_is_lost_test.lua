-- All Hope is Lost: its data, then the card resolved by events.resolve in a game of two
-- champions (p1 Hadrian, p2 Brom: 8 Health, 2 Willpower, 2 gold each).
local kit = require("ods.testkit")

local ID = "all_hope_is_lost"
local resolve = kit.event_case(ID, 2)

test("all_hope_is_lost: Each Champion loses 1 Willpower", function()
  local g = resolve(nil)
  expect_event(g, "event_drawn", { card = ID })
  for _, id in ipairs({ "p1_hadrian", "p2_brom" }) do
    expect(g:figure(id).willpower).to_be(1)
  end
end)
