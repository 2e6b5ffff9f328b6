-- Quest Token: a scenario objective; collected by walking onto it, then kept by the hero.
test("a hero collects it with its colour", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
    tokens = { b1 = { card = "quest_token", colour = "red" } },
  })
  g:play("activate zazu", "move zazu", "move zazu b1")
  expect_event(g, "token_collected", { figure = "zazu", token = "quest_token", detail = "zazu quest_token red" })
  expect(g:card("quest_token").holder).to_be("zazu")
  expect(g:card("quest_token").colour).to_be("red")
end)
