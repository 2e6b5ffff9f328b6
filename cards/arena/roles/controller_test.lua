local function game(figs) return test.game{ board = test.open_board(8, 8), figures = figs } end

test("controller: a hit deals 4 to another enemy next to the target", function()
  local g = game({
    { id = "c", side = "white", at = "a1", card = "controller" },
    { id = "e", side = "black", at = "c3", card = "brute" },
    { id = "n", side = "black", at = "d4", card = "brute" },
  })
  g:choose("attack c basic")
  g:rig("d20", { "n15" })
  g:choose("target c3")
  expect(g:figure("e").hp).to_be(70 - 6)
  expect(g:figure("n").hp).to_be(70 - 4)
end)

test("controller: nothing when no other enemy is next to the target", function()
  local g = game({
    { id = "c", side = "white", at = "a1", card = "controller" },
    { id = "e", side = "black", at = "c3", card = "brute" },
  })
  g:choose("attack c basic")
  g:rig("d20", { "n15" })
  g:choose("target c3")
  expect(g:figure("e").hp).to_be(70 - 6)
end)
