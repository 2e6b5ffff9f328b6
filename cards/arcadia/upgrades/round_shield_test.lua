-- Round Shield: +1 defence die and +1 reroll for its holder.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

-- diva (red) attacks zazu (blue), who holds the card, with a 3-dice Rusty Blade.
local function game(more)
  local figures = {
    { id = "zazu", side = "blue", at = "b1", card = "zazu", cards = { "round_shield" } },
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
  expect(g:prompt()).to_be("zazu may reroll defence dice (1 left)")
  g:choose("keep")
  expect_event(g, "dice_pools_built", { target = "zazu", defence_dice = 3 })
  expect(g:figure("zazu").wounds).to_be(2)
end)

test("+1 reroll for its holder: a blank defence die rerolled into a save", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank", "blank" })
  g:choose("attack diva rusty_blade zazu")
  expect(g:prompt()).to_be("zazu may reroll defence dice (1 left)")
  g:rig("defence", { "shield" })
  g:choose("reroll 1")
  keep_rolls(g)
  expect(g:figure("zazu").wounds).to_be(2)
end)
