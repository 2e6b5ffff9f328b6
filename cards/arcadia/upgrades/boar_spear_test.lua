-- Boar Spear: Melee attack with 3 dice; each CRIT it rolls scores 1 more hit. +1 reroll for its
-- holder, even exhausted.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

local function game(zazu_at, more)
  local figures = {
    { id = "diva", side = "red", at = "a1", card = "diva", cards = { "boar_spear" } },
    { id = "zazu", side = "blue", at = zazu_at or "b1", card = "zazu" },
  }
  for _, f in ipairs(more or {}) do
    figures[#figures + 1] = f
  end
  return test.game({ board = test.open_board(4, 2), figures = figures })
end

test("a melee attack with 3 dice: melee faces hit, ranged faces miss", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "melee", "melee", "ranged" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva boar_spear zazu")
  keep_rolls(g)
  expect_event(g, "dice_pools_built", { card = "boar_spear", attack_dice = 3 })
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("diva").exhausted.boar_spear).to_be(true)
end)

test("reaches only a Close target", function()
  local g = game("d1")
  g:choose("activate diva")
  expect(g:offers("attack diva boar_spear zazu")).to_be(false)
end)

test("each CRIT scores 1 more hit", function()
  local g = game()
  g:choose("activate diva")
  -- the pool: a CRIT, a hit and misses; then the CRIT's extra die, a miss
  g:rig("attack", { "crit", "melee", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva boar_spear zazu")
  keep_rolls(g)
  expect(g:figure("zazu").wounds).to_be(3)
end)

test("two CRITs score two more hits", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "crit", "crit", "ranged", "ranged", "ranged" })
  g:rig("defence", { "shield", "shield" })
  g:choose("attack diva boar_spear zazu")
  keep_rolls(g)
  -- 2 CRIT hits + 2 bonus hits, 2 saves
  expect(g:figure("zazu").wounds).to_be(2)
end)
