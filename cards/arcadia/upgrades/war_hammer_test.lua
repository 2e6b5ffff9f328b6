-- War Hammer: Melee attack with 4 dice. A target it wounds is Dazed.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

local function game(zazu_at, more)
  local figures = {
    { id = "diva", side = "red", at = "a1", card = "diva", cards = { "war_hammer" } },
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
  g:choose("attack diva war_hammer zazu")
  keep_rolls(g)
  expect_event(g, "dice_pools_built", { card = "war_hammer", attack_dice = 4 })
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("diva").exhausted.war_hammer).to_be(true)
end)

test("reaches only a Close target", function()
  local g = game("d1")
  g:choose("activate diva")
  expect(g:offers("attack diva war_hammer zazu")).to_be(false)
end)

test("a target it wounds is Dazed", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "melee", "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva war_hammer zazu")
  keep_rolls(g)
  expect(g:figure("zazu").wounds).to_be(1)
  expect(g:figure("zazu").dazed).to_be(true)
end)

test("no wound, no daze", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "melee", "ranged", "ranged", "ranged" })
  g:rig("defence", { "shield", "blank" })
  g:choose("attack diva war_hammer zazu")
  keep_rolls(g)
  expect(g:figure("zazu").wounds).to_be(0)
  expect(g:figure("zazu").dazed).to_be_nil()
end)
