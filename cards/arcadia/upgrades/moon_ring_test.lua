-- Moon Ring: +2 rerolls for its holder, exhausted or not.
test("gives two rerolls", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot", "moon_ring" } },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
  g:choose("activate zazu")
  g:rig("attack", { "melee", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack zazu slingshot diva")
  expect(g:prompt()).to_be("zazu may reroll attack dice (2 left)")
  g:rig("attack", { "ranged" })
  g:choose("reroll 1")
  expect(g:prompt()).to_be("zazu may reroll attack dice (1 left)")
  g:rig("attack", { "ranged" })
  g:choose("reroll 2")
  expect(g:figure("diva").wounds).to_be(2)
end)
