-- Market Day: its data, then the card resolved by events.resolve in a game of two
-- champions (p1 Hadrian, p2 Brom: 8 Health, 2 Willpower, 2 gold each).
local kit = require("ods.testkit")

local ID = "market_day"
local function resolve(vars)
  local tracks = { health = 8, willpower = 2, gold = 2 }
  return kit.call({ villain = "dragon", champions = { p1 = { "hadrian" }, p2 = { "brom" } }, vars = vars,
    at = { p1_hadrian = "tollgate", p2_brom = "tollgate" },
    figure_vars = { p1_hadrian = tracks, p2_brom = tracks } }, { "events.resolve", ID })
end

test("market_day: its data is valid", function()
  expect(kit.card_ok(ID)).to_be("ok")
end)

test("market_day: 1 copy in the Event deck", function()
  expect(kit.in_deck(kit.game({ villain = "dragon" }), "event", ID)).to_be(1)
end)

test("market_day: Each Champion gains 1 Gold", function()
  local g = resolve(nil)
  expect_event(g, "event_drawn", { card = ID })
  for _, id in ipairs({ "p1_hadrian", "p2_brom" }) do expect(g:figure(id).gold).to_be(3) end
end)
