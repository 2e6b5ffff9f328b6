test("sample shooter: shooter stats, ranged basic attack", function()
  local g = test.game({
    board = test.open_board(6, 6),
    figures = {
      { id = "z", side = "black", at = "f6", card = "sample_shooter" },
      { id = "a", side = "white", at = "b2", card = "sample_brute" },
    },
  })
  local s = g:figure("z")
  expect({ s.hp, s.defence, s.basic, s.basic_range }).to_be({ 50, 9, 8, 8 })
  expect(g:offers("attack z sample_blast")).to_be(true)
end)
