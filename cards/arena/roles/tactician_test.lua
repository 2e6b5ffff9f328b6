local function game(figs) return test.game{ board = test.open_board(8, 8), figures = figs } end

test("tactician: +3 damage on an enemy next to one of its allies", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "tactician" },
    { id = "b", side = "black", at = "c2", card = "tank" },
    { id = "f", side = "white", at = "d2", card = "tank" },
  })
  g:choose("attack a basic")
  g:rig("d20", { "n15" })
  g:choose("target c2")
  expect(g:figure("b").hp).to_be(75 - 7 - 3)
end)

test("tactician: nothing extra when the target stands apart", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "tactician" },
    { id = "b", side = "black", at = "c2", card = "tank" },
  })
  g:choose("attack a basic")
  g:rig("d20", { "n15" })
  g:choose("target c2")
  expect(g:figure("b").hp).to_be(75 - 7)
end)
