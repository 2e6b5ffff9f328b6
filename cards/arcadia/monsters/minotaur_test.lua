-- Minotaur: each CRIT it rolls when attacking scores one more hit.
test("each CRIT adds a hit", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "maya", side = "blue", at = "a1", card = "maya" },
      { id = "minotaur", side = "monsters", at = "b1", card = "minotaur" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
  })
  g:play("activate maya", "move maya")
  g:rig("attack", { "crit", "ranged", "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank" })
  g:choose("move maya a2")
  expect(g:figure("maya").wounds).to_be(2)
  expect_event(g, "results_computed", { attacker = "minotaur", hits = 2, crits = 1 })
end)
