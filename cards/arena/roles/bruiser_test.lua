local function game(figs) return test.game({ board = test.open_board(8, 8), figures = figs }) end

test("bruiser: an enemy that started next to it takes -2 when striking it", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "r", side = "black", at = "b3", card = "bruiser" },
  })
  g:choose("attack a basic")
  g:rig("d20", { "n11" }) -- 11 + 1 - 2 = 10 < 11
  g:choose("target b3")
  expect_event(g, "strike_missed", { attacker = "a", target = "r" })
end)

test("bruiser: no penalty for an attacker that did not start next to it", function()
  local g = game({
    { id = "s", side = "white", at = "b1", card = "shooter" },
    { id = "r", side = "black", at = "b5", card = "bruiser" },
  })
  g:choose("attack s basic")
  g:choose("focus no")
  g:rig("d20", { "n10" }) -- 10 + 1 = 11
  g:choose("target b5")
  expect_event(g, "strike_hit", { attacker = "s", target = "r" })
end)
