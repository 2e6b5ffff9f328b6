-- Storm Bow: Ranged attack with 5 dice. +1 reroll for its holder, even exhausted.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

local function game(zazu_at, more)
  local figures = {
    { id = "diva", side = "red", at = "a1", card = "diva", cards = { "storm_bow" } },
    { id = "zazu", side = "blue", at = zazu_at or "d1", card = "zazu" },
  }
  for _, f in ipairs(more or {}) do
    figures[#figures + 1] = f
  end
  return test.game({ board = test.open_board(4, 2), figures = figures })
end

test("a ranged attack with 5 dice: ranged faces hit, melee faces miss", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "ranged", "ranged", "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva storm_bow zazu")
  keep_rolls(g)
  expect_event(g, "dice_pools_built", { card = "storm_bow", attack_dice = 5 })
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("diva").exhausted.storm_bow).to_be(true)
end)

test("needs line of sight, not a Close target", function()
  local g = test.game({
    board = [[
      +---+---+---+
      | .   .   . |
      +   +---+   +
      | . |###| . |
      +   +---+   +
      | .   .   . |
      +---+---+---+
    ]],
    figures = {
      { id = "diva", side = "red", at = "a2", card = "diva", cards = { "storm_bow" } },
      { id = "zazu", side = "blue", at = "c2", card = "zazu" },
    },
  })
  g:choose("activate diva")
  expect(g:offers("attack diva storm_bow zazu")).to_be(false)
end)
