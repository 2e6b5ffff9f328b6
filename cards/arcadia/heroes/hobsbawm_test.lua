-- Hobsbawm, Blessing: after a Magic attack without moving, one ally he sees may activate next.
test("defence 2 and life 4, and the card declares Blessing", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "hobsbawm", side = "blue", at = "a1", card = "hobsbawm", cards = { "nova_bolt" } },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
  expect(g:figure("hobsbawm").defence).to_be(2)
  expect(g:figure("hobsbawm").life).to_be(4)
  expect(g:figure("hobsbawm").cards).to_contain("hobsbawm")
end)

local function blessed_game()
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "hobsbawm", side = "blue", at = "a1", card = "hobsbawm", cards = { "nova_bolt" } },
      { id = "grom", side = "blue", at = "a2", card = "grom" },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
end

test("a Magic attack without moving lets a visible ally activate next", function()
  local g = blessed_game()
  g:choose("activate hobsbawm")
  g:rig("attack", { "ranged", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack hobsbawm nova_bolt diva")
  g:choose("end hobsbawm")
  expect(g:pending().side).to_be("blue")
  expect(g:options()).to_be({ "end turn", "activate grom" })
  g:choose("activate grom")
  expect(g:pending().prompt).to_be("grom is active")
end)

test("after a step there is no Blessing", function()
  local g = blessed_game()
  g:play("activate hobsbawm", "move hobsbawm", "move hobsbawm b1", "end move")
  g:rig("attack", { "melee", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack hobsbawm nova_bolt diva")
  expect(g:pending().prompt).to_be("turn 2: red to play")
end)
