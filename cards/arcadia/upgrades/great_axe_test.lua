-- Great Axe: Melee attack with 5 dice. CRIT: it may also hit one more enemy Close to the
-- attacker, who defends against the same roll.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

local function game(zazu_at, more)
  local figures = {
    { id = "diva", side = "red", at = "a1", card = "diva", cards = { "great_axe" } },
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
  g:choose("attack diva great_axe zazu")
  keep_rolls(g)
  expect_event(g, "dice_pools_built", { card = "great_axe", attack_dice = 5 })
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("diva").exhausted.great_axe).to_be(true)
end)

test("reaches only a Close target", function()
  local g = game("d1")
  g:choose("activate diva")
  expect(g:offers("attack diva great_axe zazu")).to_be(false)
end)

test("a CRIT adds a second target Close to the attacker; it defends against the same roll", function()
  local g = game("b1", {
    { id = "johan", side = "blue", at = "a2", card = "johan" },
    { id = "spike", side = "blue", at = "c1", card = "spike" },
  })
  g:choose("activate diva")
  g:rig("attack", { "crit", "melee", "ranged", "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank", "shield", "blank", "blank" })
  g:choose("attack diva great_axe zazu")
  keep_rolls(g)
  expect(g:options()).to_be({ "no second target", "second target johan" })
  g:choose("second target johan")
  keep_rolls(g)
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("johan").wounds).to_be(1) -- 2 hits, 1 save of his 3 dice
  expect(g:figure("spike").wounds).to_be(0)
end)

test("no CRIT, no second target", function()
  local g = game("b1", {
    { id = "johan", side = "blue", at = "a2", card = "johan" },
    { id = "spike", side = "blue", at = "c1", card = "spike" },
  })
  g:choose("activate diva")
  g:rig("attack", { "melee", "melee", "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva great_axe zazu")
  keep_rolls(g)
  expect(g:prompt()).to_be("diva is active")
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("johan").wounds).to_be(0)
end)
