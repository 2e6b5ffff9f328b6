-- Refreshing Potion: discard it during the holder's turn to unexhaust all of the hero's cards.
test("unexhausts the hero's cards", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      {
        id = "zazu",
        side = "blue",
        at = "a1",
        card = "zazu",
        cards = { "slingshot", "refreshing_potion" },
        exhausted = { "slingshot" },
      },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
  g:choose("activate zazu")
  expect(g:prompt()).to_be("zazu is active")
  g:choose("drink refreshing_potion") -- a free use among the hero's choices (p.25)
  expect(g:figure("zazu").exhausted.slingshot).to_be_nil()
  expect(g:card("refreshing_potion").holder_kind).to_be("nowhere")
  -- Free: the hero's choices are the same, the ready slingshot's attack now among them.
  expect(g:prompt()).to_be("zazu is active")
  expect(g:offers("attack zazu slingshot diva")).to_be(true)
end)

-- p.25: "during his turn": also after the hero attacked, to attack... nothing more, but to
-- ready its cards before the activation ends; the activation is not over while it may drink.
test("may be drunk after the hero moved and attacked", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot", "refreshing_potion" } },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
  g:play("activate zazu", "move zazu", "end move")
  g:rig("attack", { "melee", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack zazu slingshot diva")
  expect(g:prompt()).to_be("zazu is active")
  expect(g:options()).to_be({ "drink refreshing_potion", "end zazu" })
  g:choose("drink refreshing_potion")
  expect(g:figure("zazu").exhausted.slingshot).to_be_nil()
  expect(g:pending().side).to_be("red") -- nothing left to do: the activation ended
end)

test("is not offered when nothing is exhausted", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot", "refreshing_potion" } },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
  g:choose("activate zazu")
  expect(g:prompt()).to_be("zazu is active")
  expect(g:offers("drink refreshing_potion")).to_be(false)
end)
