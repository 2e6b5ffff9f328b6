test("sample cleave: up to 2 adjacent enemies, damage then Vulnerable on each hit", function()
  local g = test.game({
    board = test.open_board(6, 6),
    figures = {
      { id = "a", side = "white", at = "b2", card = "tank", cards = { "sample_cleave" } },
      { id = "x", side = "black", at = "c2", card = "brute" },
      { id = "y", side = "black", at = "c3", card = "brute" },
    },
  })
  g:choose("attack a sample_cleave")
  g:choose("target c2")
  g:rig("d20", { "n15", "n3" })
  g:choose("target c3")
  expect(g:figure("x").hp).to_be(60)
  expect(g:figure("y").hp).to_be(70)
  expect_event(g, "condition_applied", { figure = "x", condition = "vulnerable" })
  expect_no_event(g, "residual")
end)
