-- A Light in the Dark: its data, then the card resolved by events.resolve in a game of two
-- champions (p1 Hadrian, p2 Brom: 8 Health, 2 Willpower, 2 gold each).
local kit = require("ods.testkit")

local ID = "a_light_in_the_dark"
local resolve = kit.event_case(ID, 2)

test("a_light_in_the_dark: Each Champion gains 1 Willpower", function()
  local g = resolve(nil)
  expect_event(g, "event_drawn", { card = ID })
  for _, id in ipairs({ "p1_hadrian", "p2_brom" }) do
    expect(g:figure(id).willpower).to_be(3)
  end
end)
