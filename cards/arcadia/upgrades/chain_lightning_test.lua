-- Chain Lightning: Ranged attack with 4 dice. CRIT: it may also hit one more enemy Close to the
-- target, who defends against the same roll.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

local function game(zazu_at, more)
  local figures = {
    { id = "diva", side = "red", at = "a1", card = "diva", cards = { "chain_lightning" } },
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
  g:choose("attack diva chain_lightning zazu")
  keep_rolls(g)
  expect_event(g, "dice_pools_built", { card = "chain_lightning", attack_dice = 4 })
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("diva").exhausted.chain_lightning).to_be(true)
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
      { id = "diva", side = "red", at = "a2", card = "diva", cards = { "chain_lightning" } },
      { id = "zazu", side = "blue", at = "c2", card = "zazu" },
    },
  })
  g:choose("activate diva")
  expect(g:offers("attack diva chain_lightning zazu")).to_be(false)
end)

test("a CRIT adds a second target Close to the target; it defends against the same roll", function()
  local g = game("c1", {
    { id = "johan", side = "blue", at = "d1", card = "johan" },
    { id = "spike", side = "blue", at = "a2", card = "spike" },
  })
  g:choose("activate diva")
  g:rig("attack", { "crit", "ranged", "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank", "shield", "blank", "blank" })
  g:choose("attack diva chain_lightning zazu")
  keep_rolls(g)
  expect(g:options()).to_be({ "no second target", "second target johan" })
  g:choose("second target johan")
  keep_rolls(g)
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("johan").wounds).to_be(1) -- 2 hits, 1 save of his 3 dice
  expect(g:figure("spike").wounds).to_be(0)
end)

test("no CRIT, no second target", function()
  local g = game("c1", {
    { id = "johan", side = "blue", at = "d1", card = "johan" },
    { id = "spike", side = "blue", at = "a2", card = "spike" },
  })
  g:choose("activate diva")
  g:rig("attack", { "ranged", "ranged", "melee", "melee" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva chain_lightning zazu")
  keep_rolls(g)
  expect(g:prompt()).to_be("diva is active")
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("johan").wounds).to_be(0)
end)
