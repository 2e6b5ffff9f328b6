-- Kind Strangers: its data, then the card resolved by events.resolve in a game of two
-- champions (p1 Hadrian, p2 Brom: 8 Health, 2 Willpower, 2 gold each).
local kit = require("ods.testkit")

local ID = "kind_strangers"
local resolve = kit.event_case(ID, 1)

test("kind_strangers: Each Champion regains 1 Health", function()
  local g = resolve(nil)
  expect_event(g, "event_drawn", { card = ID })
  for _, id in ipairs({ "p1_hadrian", "p2_brom" }) do
    expect(g:figure(id).health).to_be(9)
  end
end)
