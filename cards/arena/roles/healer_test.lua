local function game(figs) return test.game{ board = test.open_board(8, 8), figures = figs } end

test("healer: a hit heals an ally it sees by 4", function()
  local g = game({
    { id = "h", side = "white", at = "a1", card = "healer" },
    { id = "f", side = "white", at = "a3", card = "tank", vars = { hp = 60 } },
    { id = "e", side = "black", at = "d4", card = "brute" },
  })
  g:choose("attack h basic")
  g:rig("d20", { "n15" })
  g:choose("target d4")
  expect(g:figure("f").hp).to_be(64)
  expect(g:figure("e").hp).to_be(70 - 6)
end)

test("healer: a miss heals nobody", function()
  local g = game({
    { id = "h", side = "white", at = "a1", card = "healer" },
    { id = "f", side = "white", at = "a3", card = "tank", vars = { hp = 60 } },
    { id = "e", side = "black", at = "d4", card = "brute" },
  })
  g:choose("attack h basic")
  g:rig("d20", { "n3" })
  g:choose("target d4")
  expect(g:figure("f").hp).to_be(60)
end)
