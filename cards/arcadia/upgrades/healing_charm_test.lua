-- Healing Charm: At the start of each of its holder's activations, remove 1 wound from it.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

-- diva (red) attacks zazu (blue), who holds the card, with a 3-dice Rusty Blade.
local function game(more)
  local figures = {
    { id = "zazu", side = "blue", at = "b1", card = "zazu", cards = { "healing_charm" } },
    { id = "diva", side = "red", at = "a1", card = "diva", cards = { "rusty_blade" } },
  }
  for _, f in ipairs(more or {}) do
    figures[#figures + 1] = f
  end
  return test.game({ board = test.open_board(5, 2), figures = figures, first_player = "red" })
end

local function charm_game(zazu_wounds)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "healing_charm" }, wounds = zazu_wounds },
      { id = "johan", side = "blue", at = "a2", card = "johan", wounds = 2 },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
end

test("removes 1 wound at the start of its holder's activation", function()
  local g = charm_game(2)
  expect(g:figure("zazu").wounds).to_be(2)
  g:choose("activate zazu")
  expect(g:figure("zazu").wounds).to_be(1)
  expect(g:figure("johan").wounds).to_be(2)
end)

test("does nothing when another hero activates, or when its holder is unhurt", function()
  local g = charm_game(2)
  g:choose("activate johan")
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("johan").wounds).to_be(2)
  local h = charm_game(0)
  h:choose("activate zazu")
  expect(h:figure("zazu").wounds).to_be(0)
end)
