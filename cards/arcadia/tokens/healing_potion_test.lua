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

test("a card the removed curse covered counts again (Heart of Angelis: +2 life)", function()
  local g = test.game{
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", wounds = 2,
        cards = { "heart_of_angelis", "rusty_blade", "slingshot", "nova_bolt", "dead_weight", "healing_potion" } },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  }
  g:choose("cover heart_of_angelis")
  expect(g:figure("zazu").life).to_be(4)
  g:choose("activate zazu")
  g:choose("drink healing potion")
  expect(g:card("dead_weight").holder_kind).to_be("nowhere")
  expect(g:figure("zazu").life).to_be(6)
  expect(g:figure("zazu").wounds).to_be(0)
end)
