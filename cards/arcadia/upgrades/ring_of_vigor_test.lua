-- Ring of Vigor: +1 life and +1 reroll for its holder.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

-- diva (red) attacks zazu (blue), who holds the card, with a 3-dice Rusty Blade.
local function game(more)
  local figures = {
    { id = "zazu", side = "blue", at = "b1", card = "zazu", cards = { "ring_of_vigor" } },
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

test("+1 life for its holder", function()
  local g = game()
  expect(g:figure("zazu").life).to_be(5)
  expect(g:figure("diva").life).to_be(4)
end)

test("handed to an ally at a rest, the life goes with it", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "ring_of_vigor" } },
      { id = "johan", side = "blue", at = "a2", card = "johan" },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
  expect(g:figure("zazu").life).to_be(5)
  expect(g:figure("johan").life).to_be(3)
  g:choose("rest")
  local give
  for _, k in ipairs(g:options()) do
    if k:find("give ring_of_vigor", 1, true) and k:find("zazu johan", 1, true) then give = k end
  end
  expect(give).to_be_truthy()
  g:choose(give)
  expect(g:figure("zazu").life).to_be(4)
  expect(g:figure("johan").life).to_be(4)
end)
