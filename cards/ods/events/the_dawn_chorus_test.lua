-- The Dawn Chorus: its data, then the card resolved by events.resolve in a game of two
-- champions (p1 Hadrian, p2 Brom: 8 Health, 2 Willpower, 2 gold each).
local kit = require("ods.testkit")

local ID = "the_dawn_chorus"
local function resolve(vars)
  local tracks = { health = 8, willpower = 2, gold = 2 }
  return kit.call({ villain = "dragon", champions = { p1 = { "hadrian" }, p2 = { "brom" } }, vars = vars,
    at = { p1_hadrian = "tollgate", p2_brom = "tollgate" },
    figure_vars = { p1_hadrian = tracks, p2_brom = tracks } }, { "events.resolve", ID })
end

test("the_dawn_chorus: its data is valid", function()
  expect(kit.card_ok(ID)).to_be("ok")
end)

test("the_dawn_chorus: 1 copy in the Event deck", function()
  expect(kit.in_deck(kit.game({ villain = "dragon" }), "event", ID)).to_be(1)
end)

test("the_dawn_chorus: Remove a shadow token from a random Realm space", function()
  local g = resolve(kit.tokens_on(kit.SPACES_OF["realm"], "shadow"))
  expect_event(g, "event_drawn", { card = ID })
  local removed = kit.events_after(g, "event_drawn", "token_removed")
  expect(#removed).to_be(1)
  expect(kit.SPACES_OF["realm"]).to_contain(removed[1].space)
end)
