-- Quest Board: carries the events the scenario's quests listen to; setup gives it to the
-- monsters side.
test("a PvP quest is fulfilled through the board when a hero kills an enemy hero", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot" } },
      { id = "diva", side = "red", at = "d1", card = "diva", wounds = 3 },
    },
  })
  expect(g:card("quest_board").holder).to_be("monsters")
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "ranged" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack zazu slingshot diva")
  expect_event(g, "figure_killed", { figure = "diva", killer = "zazu" })
  expect(g:side("blue")["quest kill_red"]).to_be(true)
end)
