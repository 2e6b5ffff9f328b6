-- All Hope is Lost: its data, then the card resolved by events.resolve in a game of two
-- champions (p1 Hadrian, p2 Brom: 8 Health, 2 Willpower, 2 gold each).
local kit = require("ods.testkit")

local ID = "all_hope_is_lost"
local function resolve(vars)
  local tracks = { health = 8, willpower = 2, gold = 2 }
  return kit.call({ villain = "dragon", champions = { p1 = { "hadrian" }, p2 = { "brom" } }, vars = vars,
    at = { p1_hadrian = "tollgate", p2_brom = "tollgate" },
    figure_vars = { p1_hadrian = tracks, p2_brom = tracks } }, { "events.resolve", ID })
end

test("all_hope_is_lost: its data is valid", function()
  expect(kit.card_ok(ID)).to_be("ok")
end)

test("all_hope_is_lost: 2 copies in the Event deck", function()
  expect(kit.in_deck(kit.game({ villain = "dragon" }), "event", ID)).to_be(2)
end)

test("all_hope_is_lost: Each Champion loses 1 Willpower", function()
  local g = resolve(nil)
  expect_event(g, "event_drawn", { card = ID })
  for _, id in ipairs({ "p1_hadrian", "p2_brom" }) do expect(g:figure(id).willpower).to_be(1) end
end)
