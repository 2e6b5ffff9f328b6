-- Heart of Angelis: +2 life for its holder.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

-- diva (red) attacks zazu (blue), who holds the card, with a 3-dice Rusty Blade.
local function game(more)
  local figures = {
    { id = "zazu", side = "blue", at = "b1", card = "zazu", cards = { "heart_of_angelis" } },
    { id = "diva", side = "red", at = "a1", card = "diva", cards = { "rusty_blade" } },
  }
  for _, f in ipairs(more or {}) do
    figures[#figures + 1] = f
  end
  return test.game({ board = test.open_board(5, 2), figures = figures, first_player = "red" })
end

test("+2 life for its holder", function()
  local g = game()
  expect(g:figure("zazu").life).to_be(6)
  expect(g:figure("diva").life).to_be(4)
end)

test("under a slot curse it gives no life", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      {
        id = "zazu",
        side = "blue",
        at = "a1",
        card = "zazu",
        cards = { "heart_of_angelis", "rusty_blade", "slingshot", "nova_bolt", "dead_weight" },
      },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
  expect(g:prompt()).to_be("dead_weight takes a slot of zazu: which card goes under it?")
  g:choose("cover heart_of_angelis")
  expect(g:figure("zazu").life).to_be(4)
end)

test("a slot curse covering another card leaves the life", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      {
        id = "zazu",
        side = "blue",
        at = "a1",
        card = "zazu",
        cards = { "heart_of_angelis", "rusty_blade", "slingshot", "nova_bolt", "dead_weight" },
      },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
  g:choose("cover slingshot")
  expect(g:figure("zazu").life).to_be(6)
end)

test("won from a quest in play, it raises its hero's life at once", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "rusty_blade" } },
      { id = "goblin1", side = "monsters", at = "b1", card = "goblin_archer" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
    quests = {
      { id = "save_the_nobles", script = "kill_monster", card = "goblin_archer", rewards = { "heart_of_angelis" } },
    },
  })
  expect(g:figure("zazu").life).to_be(4)
  g:choose("activate zazu")
  g:rig("attack", { "melee", "melee", "melee" })
  g:choose("attack zazu rusty_blade goblin1")
  expect(g:figure("zazu").cards).to_contain("heart_of_angelis")
  expect(g:figure("zazu").life).to_be(6)
end)
