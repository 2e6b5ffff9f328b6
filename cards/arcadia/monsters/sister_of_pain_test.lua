-- Sister of Pain: each CRIT she rolls when attacking exhausts one of the target's attack cards.
test("a CRIT exhausts an attack card the monsters' controller picks", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot", "nova_bolt" } },
      { id = "sister", side = "monsters", at = "b1", card = "sister_of_pain" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
  })
  g:play("activate zazu", "move zazu")
  g:rig("attack", { "crit", "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank" })
  g:choose("move zazu a2")
  expect(g:prompt()).to_be("Sister of Pain: exhaust which card of zazu?")
  expect(g:options()).to_be({ "exhaust slingshot", "exhaust nova_bolt" })
  g:choose("exhaust nova_bolt")
  expect(g:figure("zazu").exhausted).to_be({ nova_bolt = true })
  expect(g:figure("zazu").wounds).to_be(1)
end)
