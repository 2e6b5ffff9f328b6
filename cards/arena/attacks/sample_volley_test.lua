test("sample volley: ranged, several targets in the declared order", function()
  local g = test.game({
    board = test.open_board(8, 8),
    figures = {
      { id = "s", side = "white", at = "a1", card = "tank", cards = { "sample_volley" } },
      { id = "x", side = "black", at = "a3", card = "tank" },
      { id = "y", side = "black", at = "c3", card = "tank" },
    },
  })
  g:choose("attack s sample_volley")
  g:choose("target c3")
  g:rig("d20", { "n15", "n15" })
  g:choose("target a3")
  local rolled = g:events("strike_rolled")
  expect(rolled[1].target).to_be("y")
  expect(rolled[2].target).to_be("x")
  expect(g:figure("x").hp).to_be(66)
end)
