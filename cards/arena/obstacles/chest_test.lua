test("chest: opened for 1 movement point from an adjacent square; the tile leaves", function()
  local g = test.game({
    board = test.open_board(6, 6),
    figures = {
      { id = "a", side = "white", at = "b2", card = "brute" },
      { id = "c", side = "scenery", at = "c2", card = "chest" },
      { id = "z", side = "black", at = "f6", card = "brute" },
    },
  })
  g:choose("move a")
  expect(g:options()).not_to_contain("step a c2")
  g:choose("open a c2")
  expect_event(g, "chest_opened", { figure = "a", at = "c2" })
  expect(g:figure("c").on_board).to_be(false)
  expect(g:prompt()).to_contain("3 MP")
  expect(g:offers("use a c2")).to_be(false)
end)
