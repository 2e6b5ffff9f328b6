-- Tome of Illumination: +1 reroll for its holder. Its holder's Magic attacks roll 1 extra die.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

-- diva (red) attacks zazu (blue), who holds the card, with a 3-dice Rusty Blade.
local function game(more)
  local figures = {
    { id = "zazu", side = "blue", at = "b1", card = "zazu", cards = { "tome_of_illumination" } },
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

local function reader(card)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "diva", side = "red", at = "a1", card = "diva", cards = { card, "tome_of_illumination" } },
      { id = "zazu", side = "blue", at = "d1", card = "zazu" },
    },
  })
end

test("its holder's Magic attacks roll 1 extra die", function()
  local g = reader("life_drain")
  g:choose("activate diva")
  g:rig("attack", { "ranged", "ranged", "melee" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva life_drain zazu")
  keep_rolls(g)
  expect_event(g, "dice_pools_built", { card = "life_drain", attack_dice = 3 })
  expect(g:figure("zazu").wounds).to_be(2)
end)

test("other attacks roll their own dice", function()
  local g = reader("slingshot")
  g:choose("activate diva")
  g:rig("attack", { "ranged", "ranged" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva slingshot zazu")
  keep_rolls(g)
  expect_event(g, "dice_pools_built", { card = "slingshot", attack_dice = 2 })
end)
