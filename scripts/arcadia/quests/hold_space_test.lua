-- Hold a space: end your own turn with a hero on the space and no enemy there.
local function game(diva_at)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = diva_at, card = "diva" },
    },
    quests = { { id = "hold", script = "hold_space", at = "b1" } },
  })
end

test("ending the turn on the space fulfils it", function()
  local g = game("d2")
  g:play("activate zazu", "move zazu", "move zazu b1")
  expect(g:side("blue")["quest hold"]).to_be_nil() -- only at the end of the turn
  g:play("end move", "end zazu")
  expect(g:side("blue")["quest hold"]).to_be(true)
end)

test("an enemy on the space denies it", function()
  local g = game("b1")
  g:play("activate zazu", "move zazu", "move zazu b1", "end move", "end zazu")
  expect(g:side("blue")["quest hold"]).to_be_nil()
end)

test("a quest without `at` is a setup error", function()
  expect_error(
    function()
      test.game({
        board = test.open_board(2, 1),
        figures = {
          { id = "zazu", side = "blue", at = "a1", card = "zazu" },
          { id = "diva", side = "red", at = "b1", card = "diva" },
        },
        quests = { "hold_space" },
      })
    end,
    "needs `at`"
  )
end)
