-- Brittle Bones: the hero rolls one defence die fewer (never below zero).
test("costs a defence die", function()
  local g = test.game{
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot" } },
      { id = "diva", side = "red", at = "d1", card = "diva", cards = { "brittle_bones" } },
    },
  }
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "ranged" })
  -- Four dice would save once; three roll only blanks.
  g:rig("defence", { "blank", "blank", "blank", "shield" })
  g:choose("attack zazu slingshot diva")
  expect(g:figure("diva").wounds).to_be(2)
  expect_event(g, "dice_pools_built", { target = "diva", defence_dice = 3 })
end)
