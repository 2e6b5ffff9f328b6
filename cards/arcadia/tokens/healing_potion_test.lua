-- Healing Potion: discard it during the holder's turn to remove all wounds and death curses.
local function game()
  return test.game{
    board = test.open_board(4, 2),
    figures = {
      { id = "maya", side = "blue", at = "a1", card = "maya", cards = { "healing_potion", "weak_grip" }, wounds = 3 },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  }
end

test("clears wounds and death curses", function()
  local g = game()
  g:choose("activate maya")
  expect(g:prompt()).to_be("maya may drink the healing potion")
  g:choose("drink healing potion")
  expect(g:figure("maya").wounds).to_be(0)
  expect(g:card("weak_grip").holder_kind).to_be("nowhere")
  expect(g:card("healing_potion").holder_kind).to_be("nowhere")
end)

test("can be kept", function()
  local g = game()
  g:play("activate maya", "keep potion")
  expect(g:figure("maya").wounds).to_be(3)
  expect(g:card("healing_potion").holder).to_be("maya")
end)
