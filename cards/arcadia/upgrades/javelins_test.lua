-- Javelins: Ranged attack with 4 dice. Each CRIT it rolls scores 1 more hit.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

local function game(zazu_at, more)
  local figures = {
    { id = "diva", side = "red", at = "a1", card = "diva", cards = { "javelins" } },
    { id = "zazu", side = "blue", at = zazu_at or "d1", card = "zazu" },
  }
  for _, f in ipairs(more or {}) do
    figures[#figures + 1] = f
  end
  return test.game({ board = test.open_board(4, 2), figures = figures })
end

test("a ranged attack with 4 dice: ranged faces hit, melee faces miss", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "ranged", "ranged", "melee", "melee" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva javelins zazu")
  keep_rolls(g)
  expect_event(g, "dice_pools_built", { card = "javelins", attack_dice = 4 })
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("diva").exhausted.javelins).to_be(true)
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
      { id = "diva", side = "red", at = "a2", card = "diva", cards = { "javelins" } },
      { id = "zazu", side = "blue", at = "c2", card = "zazu" },
    },
  })
  g:choose("activate diva")
  expect(g:offers("attack diva javelins zazu")).to_be(false)
end)

test("each CRIT scores 1 more hit", function()
  local g = game()
  g:choose("activate diva")
  -- the pool: a CRIT, a hit and misses; then the CRIT's extra die, a miss
  g:rig("attack", { "crit", "ranged", "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva javelins zazu")
  keep_rolls(g)
  expect(g:figure("zazu").wounds).to_be(3)
end)

test("two CRITs score two more hits", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "crit", "crit", "melee", "melee", "melee", "melee" })
  g:rig("defence", { "shield", "shield" })
  g:choose("attack diva javelins zazu")
  keep_rolls(g)
  -- 2 CRIT hits + 2 bonus hits, 2 saves
  expect(g:figure("zazu").wounds).to_be(2)
end)
