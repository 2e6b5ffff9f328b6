-- The Dawn Chorus: its data, then the card resolved by events.resolve in a game of two
-- champions (p1 Hadrian, p2 Brom: 8 Health, 2 Willpower, 2 gold each).
local kit = require("ods.testkit")

local ID = "the_dawn_chorus"
local resolve = kit.event_case(ID, 1)

test("the_dawn_chorus: Remove a shadow token from a random Realm space", function()
  local g = resolve(kit.tokens_on(kit.SPACES_OF["realm"], "shadow"))
  expect_event(g, "event_drawn", { card = ID })
  local removed = kit.events_after(g, "event_drawn", "token_removed")
  expect(#removed).to_be(1)
  expect(kit.SPACES_OF["realm"]).to_contain(removed[1].space)
end)
