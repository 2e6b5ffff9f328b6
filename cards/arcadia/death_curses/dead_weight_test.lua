-- Dead Weight: takes up one inventory slot; a card kept under it cannot be used.
test("is held like a card and changes no roll", function()
  local g = test.game{
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot", "dead_weight" } },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  }
  expect(g:cards("zazu")).to_contain("dead_weight")
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "ranged" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack zazu slingshot diva")
  expect(g:figure("diva").wounds).to_be(2)
end)

test("the slot it takes cannot hold a usable card", function()
  test.skip("inventory slots (4 per hero, Upgrade Phase) await the rules")
end)
