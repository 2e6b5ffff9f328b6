-- Lucky Coin: +1 reroll for its holder. When its holder kills a monster, its guild gains 1 more
-- coin.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

-- diva (red) attacks zazu (blue), who holds the card, with a 3-dice Rusty Blade.
local function game(more)
  local figures = {
    { id = "zazu", side = "blue", at = "b1", card = "zazu", cards = { "lucky_coin" } },
    { id = "diva", side = "red", at = "a1", card = "diva", cards = { "rusty_blade" } },
  }
  for _, f in ipairs(more or {}) do
    figures[#figures + 1] = f
  end
  return test.game({ board = test.open_board(5, 2), figures = figures, first_player = "red" })
end

test("+1 reroll for its holder: a blank defence die rerolled into a save", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva rusty_blade zazu")
  expect(g:prompt()).to_be("zazu may reroll defence dice (1 left)")
  g:rig("defence", { "shield" })
  g:choose("reroll 1")
  keep_rolls(g)
  expect(g:figure("zazu").wounds).to_be(2)
end)

local function hunt()
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "diva", side = "red", at = "a1", card = "diva", cards = { "rusty_blade", "lucky_coin" } },
      { id = "johan", side = "red", at = "c2", card = "johan", cards = { "rusty_blade" } },
      { id = "goblin1", side = "monsters", at = "b1", card = "goblin_archer" },
      { id = "goblin2", side = "monsters", at = "c1", card = "goblin_archer" },
      { id = "zazu", side = "blue", at = "d2", card = "zazu" },
    },
  })
end

test("a monster its holder kills pays its guild 1 more coin", function()
  local g = hunt()
  g:choose("activate diva")
  g:rig("attack", { "melee", "melee", "melee" })
  g:choose("attack diva rusty_blade goblin1")
  keep_rolls(g)
  expect_event(g, "figure_killed", { figure = "goblin1", killer = "diva" })
  expect(g:side("red").coins).to_be(2) -- the goblin's 1 coin and the card's 1
end)

test("no extra coin for an ally's kill", function()
  local g = hunt()
  g:choose("activate johan")
  g:rig("attack", { "melee", "melee", "melee" })
  g:choose("attack johan rusty_blade goblin2")
  keep_rolls(g)
  expect_event(g, "figure_killed", { figure = "goblin2", killer = "johan" })
  expect(g:side("red").coins).to_be(1)
end)
