-- Greenskins' Bane: Melee attack with 4 dice; 2 extra dice against an Orc.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

local function game(zazu_at, more)
  local figures = {
    { id = "diva", side = "red", at = "a1", card = "diva", cards = { "greenskins_bane" } },
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
  g:choose("attack diva greenskins_bane zazu")
  keep_rolls(g)
  expect_event(g, "dice_pools_built", { card = "greenskins_bane", attack_dice = 4 })
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("diva").exhausted.greenskins_bane).to_be(true)
end)

test("reaches only a Close target", function()
  local g = game("d1")
  g:choose("activate diva")
  expect(g:offers("attack diva greenskins_bane zazu")).to_be(false)
end)

test("rolls 2 extra dice against an Orc", function()
  local g = game("d1", { { id = "orc1", side = "monsters", at = "b1", card = "orc_marauder" } })
  g:choose("activate diva")
  g:rig("attack", { "melee", "melee", "melee", "melee", "melee", "melee" })
  g:choose("attack diva greenskins_bane orc1")
  expect_event(g, "dice_pools_built", { card = "greenskins_bane", target = "orc1", attack_dice = 6 })
  expect_event(g, "figure_killed", { figure = "orc1", killer = "diva" })
end)

test("no extra dice against another monster", function()
  local g = game("d1", { { id = "goblin1", side = "monsters", at = "b1", card = "goblin_archer" } })
  g:choose("activate diva")
  g:rig("attack", { "melee", "melee", "melee", "melee" })
  g:choose("attack diva greenskins_bane goblin1")
  expect_event(g, "dice_pools_built", { card = "greenskins_bane", target = "goblin1", attack_dice = 4 })
end)
