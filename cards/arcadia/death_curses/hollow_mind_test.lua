-- Hollow Mind: takes up one inventory slot, and the hero loses its natural ability.
test("it takes an inventory slot", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      {
        id = "grom",
        side = "blue",
        at = "a1",
        card = "grom",
        cards = { "rusty_blade", "parrying_blade", "slingshot", "moon_ring", "hollow_mind" },
      },
      { id = "diva", side = "red", at = "b1", card = "diva" },
    },
  })
  expect(g:prompt()).to_be("hollow_mind takes a slot of grom: which card goes under it?")
  g:choose("cover parrying_blade")
  g:choose("activate grom")
  expect(g:options()).not_to_contain("attack grom parrying_blade diva")
  expect(g:options()).to_contain("attack grom rusty_blade diva")
end)

test("the hero loses its ability", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "grom", side = "blue", at = "a1", card = "grom", cards = { "rusty_blade", "hollow_mind" }, wounds = 1 },
      { id = "diva", side = "red", at = "b1", card = "diva" },
    },
  })
  expect(g:cards("grom")).to_contain("hollow_mind")
  g:choose("activate grom")
  g:rig("attack", { "melee", "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack grom rusty_blade diva")
  -- Battle Fury would add a die for Grom's wound: silenced, the three dice of the blade hit.
  expect(g:figure("diva").wounds).to_be(3)
end)
