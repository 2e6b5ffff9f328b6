-- Weak Grip: the hero rolls one attack die fewer (never below one).
test("costs an attack die", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "grom", side = "blue", at = "a1", card = "grom", cards = { "rusty_blade", "weak_grip" } },
      { id = "diva", side = "red", at = "b1", card = "diva" },
    },
  })
  g:choose("activate grom")
  g:rig("attack", { "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack grom rusty_blade diva")
  expect(g:figure("diva").wounds).to_be(2)
  expect_event(g, "dice_pools_built", { attacker = "grom", attack_dice = 2 })
end)
