-- Refreshing Potion: discard it during the holder's turn to unexhaust all of the hero's cards.
test("unexhausts the hero's cards", function()
  local g = test.game{
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot", "refreshing_potion" }, exhausted = { "slingshot" } },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  }
  g:choose("activate zazu")
  expect(g:prompt()).to_be("zazu may drink the refreshing potion")
  g:choose("drink refreshing potion")
  expect(g:figure("zazu").exhausted.slingshot).to_be_nil()
  expect(g:card("refreshing_potion").holder_kind).to_be("nowhere")
end)

test("is not offered when nothing is exhausted", function()
  local g = test.game{
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot", "refreshing_potion" } },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  }
  g:choose("activate zazu")
  expect(g:prompt()).to_be("zazu is active")
end)
