-- Vampiric Blade: Melee attack with 4 dice. Each wound it deals removes one wound from the
-- attacker.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

local function game(zazu_at, more)
  local figures = {
    { id = "diva", side = "red", at = "a1", card = "diva", cards = { "vampiric_blade" } },
    { id = "zazu", side = "blue", at = zazu_at or "b1", card = "zazu" },
  }
  for _, f in ipairs(more or {}) do
    figures[#figures + 1] = f
  end
  return test.game({ board = test.open_board(4, 2), figures = figures })
end

test("a melee attack with 4 dice: melee faces hit, ranged faces miss", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "melee", "melee", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva vampiric_blade zazu")
  keep_rolls(g)
  expect_event(g, "dice_pools_built", { card = "vampiric_blade", attack_dice = 4 })
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("diva").exhausted.vampiric_blade).to_be(true)
end)

test("reaches only a Close target", function()
  local g = game("d1")
  g:choose("activate diva")
  expect(g:offers("attack diva vampiric_blade zazu")).to_be(false)
end)

test("each wound it deals heals its attacker one wound, never below zero", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "diva", side = "red", at = "a1", card = "diva", cards = { "vampiric_blade" }, wounds = 1 },
      { id = "zazu", side = "blue", at = "b1", card = "zazu" },
    },
  })
  g:choose("activate diva")
  g:rig("attack", { "melee", "melee", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva vampiric_blade zazu")
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("diva").wounds).to_be(0)
end)

test("heals nothing when every hit is saved", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "diva", side = "red", at = "a1", card = "diva", cards = { "vampiric_blade" }, wounds = 2 },
      { id = "zazu", side = "blue", at = "b1", card = "zazu" },
    },
  })
  g:choose("activate diva")
  g:rig("attack", { "melee", "ranged", "ranged", "ranged" })
  g:rig("defence", { "shield", "blank" })
  g:choose("attack diva vampiric_blade zazu")
  expect(g:figure("zazu").wounds).to_be(0)
  expect(g:figure("diva").wounds).to_be(2)
end)
