local function game(figs) return test.game({ board = test.open_board(8, 8), figures = figs }) end

test("tank: an enemy that started next to it takes -3 when its first target is someone else", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "t", side = "black", at = "b3", card = "tank" },
    { id = "c", side = "black", at = "c2", card = "brute" },
  })
  g:choose("attack a basic")
  g:rig("d20", { "n10" }) -- 10 + 1 - 3 = 8 < 9
  g:choose("target c2")
  expect_event(g, "strike_missed", { attacker = "a", target = "c" })
end)

test("tank: no penalty when the tank itself is attacked", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "t", side = "black", at = "b3", card = "tank" },
  })
  g:choose("attack a basic")
  g:rig("d20", { "n12" }) -- 12 + 1 = 13 >= 13
  g:choose("target b3")
  expect_event(g, "strike_hit", { attacker = "a", target = "t" })
end)
