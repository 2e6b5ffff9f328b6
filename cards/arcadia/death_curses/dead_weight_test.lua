-- Dead Weight: takes up one inventory slot; a card kept under it cannot be used.
test("is held like a card and changes no roll", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot", "dead_weight" } },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
  expect(g:cards("zazu")).to_contain("dead_weight")
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "ranged" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack zazu slingshot diva")
  expect(g:figure("diva").wounds).to_be(2)
end)

test("in a full inventory it covers a card of its player's choice, which cannot be used", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      {
        id = "zazu",
        side = "blue",
        at = "a1",
        card = "zazu",
        cards = { "slingshot", "rusty_blade", "parrying_blade", "nova_bolt", "dead_weight" },
      },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
  expect(g:prompt()).to_be("dead_weight takes a slot of zazu: which card goes under it?")
  g:choose("cover slingshot")
  g:choose("activate zazu")
  expect(g:offers("attack zazu slingshot diva")).to_be(false)
  expect(g:offers("attack zazu nova_bolt diva")).to_be(true)
end)
