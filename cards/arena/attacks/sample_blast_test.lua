test("sample blast: the drawback is taken before striking even on a miss, never below 1 HP", function()
  local g = test.game({
    board = test.open_board(8, 8),
    figures = {
      { id = "s", side = "white", at = "a1", card = "tank", cards = { "sample_blast" }, vars = { hp = 3 } },
      { id = "x", side = "black", at = "d4", card = "tank" },
    },
  })
  g:choose("attack s sample_blast")
  g:rig("d20", { "n2" })
  g:choose("target d4")
  expect(g:figure("s").hp).to_be(1)
  expect(g:figure("x").hp).to_be(75 - 15)
end)
