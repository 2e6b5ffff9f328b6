local function game(figs) return test.game{ board = test.open_board(8, 8), figures = figs } end

test("brute: +4 damage on an enemy with no ally of the brute next to it", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "b", side = "black", at = "c2", card = "tank" },
  })
  expect(g:figure("a").hp).to_be(70)
  expect(g:figure("a").defence).to_be(9)
  g:choose("attack a basic")
  g:rig("d20", { "n15" })
  g:choose("target c2")
  expect(g:figure("b").hp).to_be(75 - 8 - 4)
end)

test("brute: no bonus when an ally of the brute stands next to the target", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "b", side = "black", at = "c2", card = "tank" },
    { id = "f", side = "white", at = "d2", card = "tank" },
  })
  g:choose("attack a basic")
  g:rig("d20", { "n15" })
  g:choose("target c2")
  expect(g:figure("b").hp).to_be(75 - 8)
end)
