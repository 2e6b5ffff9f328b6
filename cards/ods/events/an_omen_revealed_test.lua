-- An Omen Revealed: its data, then the card resolved by events.resolve in a game of two
-- champions (p1 Hadrian, p2 Brom: 8 Health, 2 Willpower, 2 gold each).
local kit = require("ods.testkit")

local ID = "an_omen_revealed"
local function resolve(vars)
  local tracks = { health = 8, willpower = 2, gold = 2 }
  return kit.call({ villain = "dragon", champions = { p1 = { "hadrian" }, p2 = { "brom" } }, vars = vars,
    at = { p1_hadrian = "tollgate", p2_brom = "tollgate" },
    figure_vars = { p1_hadrian = tracks, p2_brom = tracks } }, { "events.resolve", ID })
end

test("an_omen_revealed: its data is valid", function()
  expect(kit.card_ok(ID)).to_be("ok")
end)

test("an_omen_revealed: 1 copy in the Event deck", function()
  expect(kit.in_deck(kit.game({ villain = "dragon" }), "event", ID)).to_be(1)
end)

test("an_omen_revealed: Place 1 quest token", function()
  local g = resolve(nil)
  expect_event(g, "event_drawn", { card = ID })
  expect(#kit.events_after(g, "event_drawn", "token_placed")).to_be(1)
  for _, e in ipairs(kit.events_after(g, "event_drawn", "token_placed")) do expect(e.kind).to_be("quest") end
end)
