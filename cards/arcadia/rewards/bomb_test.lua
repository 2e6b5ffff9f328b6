-- Bomb: Ranged bomb attack with 4 dice. If it rolls any hit, put your guild's token on the
-- target's space and every space Close to it: an enemy hero entering one suffers the same
-- attack (no abilities or rerolls), and the token goes.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

local function game(zazu_at, more)
  local figures = {
    { id = "diva", side = "red", at = "a1", card = "diva", cards = { "bomb" } },
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
  g:choose("attack diva bomb zazu")
  keep_rolls(g)
  expect_event(g, "dice_pools_built", { card = "bomb", attack_dice = 4 })
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("diva").exhausted.bomb).to_be(true)
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
      { id = "diva", side = "red", at = "a2", card = "diva", cards = { "bomb" } },
      { id = "zazu", side = "blue", at = "c2", card = "zazu" },
    },
  })
  g:choose("activate diva")
  expect(g:offers("attack diva bomb zazu")).to_be(false)
end)

test("a hit lays the guild's minefield around the target", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "ranged", "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva bomb zazu")
  local v = g:vars()
  for _, s in ipairs({ "d1", "c1", "d2" }) do
    expect(v["mine " .. s .. " red"]).to_be("bomb")
  end
  expect(v["mine a1 red"]).to_be_nil()
end)

test("no hit, no minefield", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "melee", "melee", "melee", "melee" })
  g:choose("attack diva bomb zazu")
  expect(g:vars()["mine d1 red"]).to_be_nil()
end)

test("a guild may not hold it with another Bomb card", function()
  expect_error(function()
    local g = test.game({
      board = test.open_board(4, 2),
      figures = {
        { id = "diva", side = "red", at = "a1", card = "diva", cards = { "bomb" } },
        { id = "johan", side = "red", at = "a2", card = "johan", cards = { "fire_bomb" } },
        { id = "zazu", side = "blue", at = "d1", card = "zazu" },
      },
    })
    g:choose("activate diva")
  end, "two Bomb cards")
end)

local function second_bomb_game()
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "rusty_blade" } },
      { id = "maya", side = "blue", at = "a2", card = "maya", cards = { "fire_bomb" } },
      { id = "goblin1", side = "monsters", at = "b1", card = "goblin_archer" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
    quests = { { id = "kill_a_sister", script = "kill_monster", card = "goblin_archer", rewards = { "bomb" } } },
  })
end

local function win_the_bomb(g)
  g:choose("activate zazu")
  g:rig("attack", { "melee", "melee", "melee" })
  g:choose("attack zazu rusty_blade goblin1")
  g:choose("reward zazu")
  expect(g:prompt()).to_be("one Bomb card per guild: which does blue keep?")
end

test("won while the guild holds another Bomb card: it keeps the new one", function()
  local g = second_bomb_game()
  win_the_bomb(g)
  g:choose("keep new bomb")
  expect(g:figure("zazu").cards).to_contain("bomb")
  expect(g:figure("maya").cards).not_to_contain("fire_bomb")
end)

test("won while the guild holds another Bomb card: it keeps the old one", function()
  local g = second_bomb_game()
  win_the_bomb(g)
  g:choose("keep fire_bomb maya")
  expect(g:figure("zazu").cards).not_to_contain("bomb")
  expect(g:figure("maya").cards).to_contain("fire_bomb")
end)
