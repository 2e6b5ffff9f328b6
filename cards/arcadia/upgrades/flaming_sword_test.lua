-- Flaming Sword: Melee attack with 5 dice. CRIT: every other enemy Close to the target suffers
-- 1 wound (no defence roll).
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

local function game(zazu_at, more)
  local figures = {
    { id = "diva", side = "red", at = "a1", card = "diva", cards = { "flaming_sword" } },
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
  g:choose("attack diva flaming_sword zazu")
  keep_rolls(g)
  expect_event(g, "dice_pools_built", { card = "flaming_sword", attack_dice = 5 })
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("diva").exhausted.flaming_sword).to_be(true)
end)

test("reaches only a Close target", function()
  local g = game("d1")
  g:choose("activate diva")
  expect(g:offers("attack diva flaming_sword zazu")).to_be(false)
end)

test("a CRIT wounds every other enemy Close to the target, never an ally", function()
  local g = game("b1", {
    { id = "johan", side = "blue", at = "c1", card = "johan" },
    { id = "kanga", side = "red", at = "b2", card = "kanga" },
  })
  g:choose("activate diva")
  g:rig("attack", { "crit", "melee", "ranged", "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva flaming_sword zazu")
  keep_rolls(g)
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("johan").wounds).to_be(1)
  expect(g:figure("kanga").wounds).to_be(0)
  expect_event(g, "wounds_dealt", { target = "johan", card = "flaming_sword", wounds = 1 })
end)

test("no CRIT, no burn", function()
  local g = game("b1", {
    { id = "johan", side = "blue", at = "c1", card = "johan" },
    { id = "kanga", side = "red", at = "b2", card = "kanga" },
  })
  g:choose("activate diva")
  g:rig("attack", { "melee", "melee", "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva flaming_sword zazu")
  keep_rolls(g)
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("johan").wounds).to_be(0)
end)
