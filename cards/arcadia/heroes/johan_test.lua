-- Jøhan, Throwing Swords: any Sword card may make a Ranged attack.
local function game()
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "johan", side = "blue", at = "a1", card = "johan", cards = { "rusty_blade" } },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
end

test("a sword can attack Close as usual", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "johan", side = "blue", at = "a1", card = "johan", cards = { "rusty_blade" } },
      { id = "diva", side = "red", at = "b1", card = "diva" },
    },
  })
  g:choose("activate johan")
  expect(g:options()).to_contain("attack johan rusty_blade diva")
  expect(g:figure("johan").defence).to_be(3)
end)

test("a sword can attack a distant target in sight", function()
  local g = game()
  g:choose("activate johan")
  expect(g:options()).to_contain("attack johan rusty_blade diva")
  g:rig("attack", { "melee", "melee", "ranged" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack johan rusty_blade diva")
  -- The roll still counts melee hits.
  expect(g:figure("diva").wounds).to_be(2)
end)
