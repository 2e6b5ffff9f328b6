test("sample brute: brute stats and its two attacks", function()
  local g = test.game({
    board = test.open_board(6, 6),
    figures = {
      { id = "a", side = "white", at = "b2", card = "sample_brute" },
      { id = "z", side = "black", at = "c3", card = "sample_shooter" }, -- next to a: the cleave's target
    },
  })
  local a = g:figure("a")
  expect({ a.hp, a.defence, a.basic, a.basic_range, a.movement, a.role }).to_be({ 70, 9, 8, 1, 4, "brute" })
  expect(g:offers("attack a sample_cleave")).to_be(true)
end)
