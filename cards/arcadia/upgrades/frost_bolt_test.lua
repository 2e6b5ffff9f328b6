-- Frost Bolt: Ranged attack with 3 dice. A target it wounds is Dazed.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

local function game(zazu_at, more)
  local figures = {
    { id = "diva", side = "red", at = "a1", card = "diva", cards = { "frost_bolt" } },
    { id = "zazu", side = "blue", at = zazu_at or "d1", card = "zazu" },
  }
  for _, f in ipairs(more or {}) do
    figures[#figures + 1] = f
  end
  return test.game({ board = test.open_board(4, 2), figures = figures })
end

test("a ranged attack with 3 dice: ranged faces hit, melee faces miss", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "ranged", "ranged", "melee" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva frost_bolt zazu")
  keep_rolls(g)
  expect_event(g, "dice_pools_built", { card = "frost_bolt", attack_dice = 3 })
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("diva").exhausted.frost_bolt).to_be(true)
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
      { id = "diva", side = "red", at = "a2", card = "diva", cards = { "frost_bolt" } },
      { id = "zazu", side = "blue", at = "c2", card = "zazu" },
    },
  })
  g:choose("activate diva")
  expect(g:offers("attack diva frost_bolt zazu")).to_be(false)
end)

test("a target it wounds is Dazed", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "ranged", "melee", "melee" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva frost_bolt zazu")
  keep_rolls(g)
  expect(g:figure("zazu").wounds).to_be(1)
  expect(g:figure("zazu").dazed).to_be(true)
end)

test("no wound, no daze", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "ranged", "melee", "melee" })
  g:rig("defence", { "shield", "blank" })
  g:choose("attack diva frost_bolt zazu")
  keep_rolls(g)
  expect(g:figure("zazu").wounds).to_be(0)
  expect(g:figure("zazu").dazed).to_be_nil()
end)
