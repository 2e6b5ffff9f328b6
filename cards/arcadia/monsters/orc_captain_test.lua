-- Orc Captain: has one reroll for its attack and defence rolls.
test("may reroll one attack die", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "maya", side = "blue", at = "a1", card = "maya" },
      { id = "captain", side = "monsters", at = "b1", card = "orc_captain" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
  })
  g:play("activate maya", "move maya")
  g:rig("attack", { "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank" }) -- both pools are rolled before any reroll
  g:choose("move maya a2")
  expect(g:prompt()).to_be("captain may reroll attack dice (1 left)")
  g:rig("attack", { "melee" })
  g:choose("reroll 1")
  expect(g:figure("maya").wounds).to_be(1)
end)
