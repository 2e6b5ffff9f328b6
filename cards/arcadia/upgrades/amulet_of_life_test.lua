-- Amulet of Life: +2 life for its holder. At the start of each of its holder's activations,
-- remove 1 wound from it.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

-- diva (red) attacks zazu (blue), who holds the card, with a 3-dice Rusty Blade.
local function game(more)
  local figures = {
    { id = "zazu", side = "blue", at = "b1", card = "zazu", cards = { "amulet_of_life" } },
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

test("removes 1 wound at the start of its holder's activation", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "amulet_of_life" }, wounds = 5 },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
  expect(g:figure("zazu").on_board).to_be(true) -- 5 wounds do not kill a hero with 6 life
  g:choose("activate zazu")
  expect(g:figure("zazu").wounds).to_be(4)
end)
