-- Orc Marauder: a minor minion with a 3-dice melee attack (Chop) and 2 life.
test("its Guard attack chops with 3 melee dice", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "maya", side = "blue", at = "a1", card = "maya" },
      { id = "orc1", side = "monsters", at = "b1", card = "orc_marauder" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
  })
  expect(g:figure("orc1").life).to_be(2)
  g:play("activate maya", "move maya")
  g:rig("attack", { "melee", "melee", "ranged" })
  g:rig("defence", { "blank" })
  g:choose("move maya a2")
  expect_event(g, "attack_declared", { attacker = "orc1", kind = "melee" })
  expect(g:figure("maya").wounds).to_be(2)
end)
