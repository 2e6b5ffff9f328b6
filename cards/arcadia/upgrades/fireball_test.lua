-- Fireball: Ranged attack with 3 dice. CRIT: every other enemy Close to the target suffers 1
-- wound (no defence roll).
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

local function game(zazu_at, more)
  local figures = {
    { id = "diva", side = "red", at = "a1", card = "diva", cards = { "fireball" } },
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
  g:choose("attack diva fireball zazu")
  keep_rolls(g)
  expect_event(g, "dice_pools_built", { card = "fireball", attack_dice = 3 })
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("diva").exhausted.fireball).to_be(true)
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
      { id = "diva", side = "red", at = "a2", card = "diva", cards = { "fireball" } },
      { id = "zazu", side = "blue", at = "c2", card = "zazu" },
    },
  })
  g:choose("activate diva")
  expect(g:offers("attack diva fireball zazu")).to_be(false)
end)

test("a CRIT wounds every other enemy Close to the target, never an ally", function()
  local g = game("c1", {
    { id = "johan", side = "blue", at = "d1", card = "johan" },
    { id = "kanga", side = "red", at = "c2", card = "kanga" },
  })
  g:choose("activate diva")
  g:rig("attack", { "crit", "ranged", "melee", "melee" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva fireball zazu")
  keep_rolls(g)
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("johan").wounds).to_be(1)
  expect(g:figure("kanga").wounds).to_be(0)
  expect_event(g, "wounds_dealt", { target = "johan", card = "fireball", wounds = 1 })
end)

test("no CRIT, no burn", function()
  local g = game("c1", {
    { id = "johan", side = "blue", at = "d1", card = "johan" },
    { id = "kanga", side = "red", at = "c2", card = "kanga" },
  })
  g:choose("activate diva")
  g:rig("attack", { "ranged", "ranged", "melee" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva fireball zazu")
  keep_rolls(g)
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("johan").wounds).to_be(0)
end)
