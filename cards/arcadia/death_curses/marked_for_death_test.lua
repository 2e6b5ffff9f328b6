-- Marked for Death: every attack with the hero as primary target rolls one more attack die.
test("attackers roll an extra die", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot" } },
      { id = "diva", side = "red", at = "d1", card = "diva", cards = { "marked_for_death" } },
    },
  })
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack zazu slingshot diva")
  expect(g:figure("diva").wounds).to_be(3)
end)
