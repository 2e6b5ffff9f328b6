-- Lingering Chill: a death curse with no effect (its value, 1, is the lowest).
test("changes nothing in an attack", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot", "lingering_chill" } },
      { id = "diva", side = "red", at = "d1", card = "diva", cards = { "lingering_chill" } },
    },
  })
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "ranged" })
  g:rig("defence", { "blank", "blank", "blank", "shield" })
  g:choose("attack zazu slingshot diva")
  expect(g:figure("diva").wounds).to_be(1)
  expect_event(g, "dice_pools_built", { attack_dice = 2, defence_dice = 4 })
end)
