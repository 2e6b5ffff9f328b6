-- Winged Boots: +1 movement point in each activation and +1 defence die for its holder.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

-- diva (red) attacks zazu (blue), who holds the card, with a 3-dice Rusty Blade.
local function game(more)
  local figures = {
    { id = "zazu", side = "blue", at = "b1", card = "zazu", cards = { "winged_boots" } },
    { id = "diva", side = "red", at = "a1", card = "diva", cards = { "rusty_blade" } },
  }
  for _, f in ipairs(more or {}) do
    figures[#figures + 1] = f
  end
  return test.game({ board = test.open_board(5, 2), figures = figures, first_player = "red" })
end

test("+1 defence die for its holder", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "melee", "melee", "melee" })
  g:rig("defence", { "shield", "blank", "blank" })
  g:choose("attack diva rusty_blade zazu")
  expect_event(g, "dice_pools_built", { target = "zazu", defence_dice = 3 })
  expect(g:figure("zazu").wounds).to_be(2)
end)

test("+1 movement point for its holder", function()
  local g = test.game({
    board = test.open_board(5, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "winged_boots" } },
      { id = "diva", side = "red", at = "a2", card = "diva" },
    },
  })
  expect(g:figure("zazu").movement).to_be(4)
  g:play("activate zazu", "move zazu")
  g:choose("move zazu b1")
  g:choose("move zazu c1")
  g:choose("move zazu d1")
  expect(g:prompt()).to_be("zazu moves (1 point)")
  g:choose("move zazu e1")
  expect(g:figure("zazu").at).to_be("e1")
end)

test("a hero without it has 3 movement points", function()
  local g = test.game({
    board = test.open_board(5, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "a2", card = "diva" },
    },
  })
  g:play("activate zazu", "move zazu")
  g:choose("move zazu b1")
  g:choose("move zazu c1")
  g:choose("move zazu d1")
  expect(g:offers("move zazu e1")).to_be(false)
end)
