-- Lord Fang: his attack may also hit any number of enemies Close to the target.
test("may add enemies Close to the target", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "maya", side = "blue", at = "a1", card = "maya" },
      { id = "zazu", side = "blue", at = "a2", card = "zazu" },
      { id = "fang", side = "monsters", at = "b1", card = "lord_fang" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
  })
  g:play("activate maya", "move maya")
  g:rig("attack", { "ranged", "ranged", "melee", "melee" })
  g:rig("defence", { "blank", "blank", "blank" })
  g:choose("move maya a2")
  expect(g:prompt()).to_be("Lord Fang: hit another enemy Close to maya?")
  expect(g:options()).to_be({ "no more targets", "also target zazu" })
  g:choose("also target zazu")
  expect(g:figure("maya").wounds).to_be(2)
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("diva").wounds).to_be(0)
end)
