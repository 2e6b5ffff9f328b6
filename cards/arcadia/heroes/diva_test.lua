-- Diva: no natural ability; her card sets 4 defence and 4 life.
test("defence 4 and life 4 from her card", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "diva", side = "red", at = "a1", card = "diva" },
      { id = "zazu", side = "blue", at = "d1", card = "zazu", cards = { "slingshot" } },
    },
  })
  expect(g:figure("diva").defence).to_be(4)
  expect(g:figure("diva").life).to_be(4)
end)

test("rolls four defence dice", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot" } },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "ranged" })
  g:rig("defence", { "blank", "blank", "blank", "shield" })
  g:choose("attack zazu slingshot diva")
  expect(g:figure("diva").wounds).to_be(1)
end)
