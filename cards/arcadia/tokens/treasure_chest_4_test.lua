-- Treasure Chest (4): at the end of the scenario it pays 4 coin(s) to its holder's guild.
test("pays its value at the end of the scenario", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
    tokens = { b1 = "treasure_chest_4" },
    turn_limit = 2,
  })
  g:play("activate zazu", "move zazu", "move zazu b1", "end move", "end zazu")
  expect(g:card("treasure_chest_4").holder).to_be("zazu")
  expect(g:side("blue").coins).to_be(0)
  g:play("activate diva", "end diva")
  expect(g:finished()).to_be_truthy()
  expect(g:side("blue").coins).to_be_at_least(4)
  expect(g:side("blue").coins - g:side("red").coins).to_be(4)
end)
