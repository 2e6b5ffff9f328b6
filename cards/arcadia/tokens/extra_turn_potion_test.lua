-- Extra Turn Potion: at the end of its holder's activation, discard it to activate the hero again.
local function game()
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "extra_turn_potion" } },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
end

test("drinking it activates the same hero again", function()
  local g = game()
  g:play("activate zazu", "end zazu")
  expect(g:prompt()).to_be("zazu may drink the extra turn potion")
  g:choose("drink extra turn potion")
  expect(g:prompt()).to_be("zazu is active")
  expect(g:card("extra_turn_potion").holder_kind).to_be("nowhere")
  expect(#g:events("activation_start")).to_be(2)
end)

test("kept, the turn passes", function()
  local g = game()
  g:play("activate zazu", "end zazu", "keep potion")
  expect(g:pending().side).to_be("red")
  expect(g:card("extra_turn_potion").holder).to_be("zazu")
end)
