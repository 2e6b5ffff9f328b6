local function game(figs) return test.game{ board = test.open_board(8, 8), figures = figs } end

test("shooter: +3 on a target 4 or more squares away, not closer", function()
  local g = game({
    { id = "s", side = "white", at = "a1", card = "shooter" },
    { id = "e", side = "black", at = "a5", card = "brute" },
    { id = "n", side = "black", at = "c3", card = "brute" },
  })
  g:choose("attack s basic")
  g:rig("d20", { "n15" })
  g:choose("target a5")
  expect(g:figure("e").hp).to_be(70 - 8 - 3)
  local h = game({
    { id = "s", side = "white", at = "a1", card = "shooter" },
    { id = "n", side = "black", at = "c3", card = "brute" },
  })
  h:choose("attack s basic")
  h:rig("d20", { "n15" })
  h:choose("target c3")
  expect(h:figure("n").hp).to_be(70 - 8)
end)
