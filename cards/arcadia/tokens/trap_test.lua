-- Trap: the hero who picks it up suffers 1 wound that cannot be defended; then it is discarded.
test("wounds the hero who collects it and is discarded", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "grom", side = "blue", at = "a1", card = "grom" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
    tokens = { b1 = "trap" },
  })
  g:play("activate grom", "move grom", "move grom b1")
  expect_event(g, "token_collected", { figure = "grom", token = "trap" })
  expect(g:figure("grom").wounds).to_be(1)
  expect(g:card("trap").holder_kind).to_be("nowhere")
end)
