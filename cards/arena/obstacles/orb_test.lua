test("orb: a prime action from an adjacent square activates it", function()
  local g = test.game({
    board = test.open_board(6, 6),
    figures = {
      { id = "a", side = "white", at = "b2", card = "brute" },
      { id = "o", side = "scenery", at = "c2", card = "orb" },
      { id = "z", side = "black", at = "f6", card = "brute" },
    },
  })
  g:choose("move a")
  expect(g:options()).not_to_contain("step a c2") -- nobody enters an obstacle's square
  g:choose("stop a")
  g:choose("use a c2")
  expect_event(g, "obstacle_used", { figure = "a", obstacle = "o" })
  expect(g:figure("o").on_board).to_be(true)
end)

test("orb: not from afar", function()
  local g = test.game({
    board = test.open_board(6, 6),
    figures = {
      { id = "a", side = "white", at = "a5", card = "brute" },
      { id = "o", side = "scenery", at = "c2", card = "orb" },
      { id = "z", side = "black", at = "f6", card = "brute" },
    },
  })
  expect(g:offers("use a c2")).to_be(false)
end)
