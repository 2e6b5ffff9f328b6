-- Knight's Lance: Melee attack with 5 dice. Each CRIT it rolls scores 1 more hit.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

local function game(zazu_at, more)
  local figures = {
    { id = "diva", side = "red", at = "a1", card = "diva", cards = { "knights_lance" } },
    { id = "zazu", side = "blue", at = zazu_at or "b1", card = "zazu" },
  }
  for _, f in ipairs(more or {}) do
    figures[#figures + 1] = f
  end
  return test.game({ board = test.open_board(4, 2), figures = figures })
end

test("a melee attack with 5 dice: melee faces hit, ranged faces miss", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "melee", "melee", "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva knights_lance zazu")
  keep_rolls(g)
  expect_event(g, "dice_pools_built", { card = "knights_lance", attack_dice = 5 })
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("diva").exhausted.knights_lance).to_be(true)
end)

test("reaches only a Close target", function()
  local g = game("d1")
  g:choose("activate diva")
  expect(g:offers("attack diva knights_lance zazu")).to_be(false)
end)

test("each CRIT scores 1 more hit", function()
  local g = game()
  g:choose("activate diva")
  -- the pool: a CRIT, a hit and misses; then the CRIT's extra die, a miss
  g:rig("attack", { "crit", "melee", "ranged", "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva knights_lance zazu")
  keep_rolls(g)
  expect(g:figure("zazu").wounds).to_be(3)
end)

test("two CRITs score two more hits", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "crit", "crit", "ranged", "ranged", "ranged", "ranged", "ranged" })
  g:rig("defence", { "shield", "shield" })
  g:choose("attack diva knights_lance zazu")
  keep_rolls(g)
  -- 2 CRIT hits + 2 bonus hits, 2 saves
  expect(g:figure("zazu").wounds).to_be(2)
end)
