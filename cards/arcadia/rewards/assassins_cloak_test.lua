-- Assassin's Cloak: +1 defence die for its holder. Its holder's movement never provokes a
-- monster's Guard.
local function keep_rolls(g)
  while (g:prompt() or ""):find("may reroll", 1, true) do
    g:choose("keep")
  end
end

-- diva (red) attacks zazu (blue), who holds the card, with a 3-dice Rusty Blade.
local function game(more)
  local figures = {
    { id = "zazu", side = "blue", at = "b1", card = "zazu", cards = { "assassins_cloak" } },
    { id = "diva", side = "red", at = "a1", card = "diva", cards = { "rusty_blade" } },
  }
  for _, f in ipairs(more or {}) do
    figures[#figures + 1] = f
  end
  return test.game({ board = test.open_board(5, 2), figures = figures, first_player = "red" })
end

test("+1 defence die for its holder", function()
  local g = game()
  g:choose("activate diva")
  g:rig("attack", { "melee", "melee", "melee" })
  g:rig("defence", { "shield", "blank", "blank" })
  g:choose("attack diva rusty_blade zazu")
  expect_event(g, "dice_pools_built", { target = "zazu", defence_dice = 3 })
  expect(g:figure("zazu").wounds).to_be(2)
end)

local function sneak(cards)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = cards },
      { id = "orc1", side = "monsters", at = "b1", card = "orc_marauder" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
  })
end

test("its holder leaves a monster's side without provoking its Guard", function()
  local g = sneak({ "assassins_cloak" })
  g:play("activate zazu", "move zazu", "move zazu a2")
  expect(g:figure("zazu").at).to_be("a2")
  expect_no_event(g, "attack_declared")
  expect(g:figure("zazu").wounds).to_be(0)
end)

test("without it the orc's Guard attacks", function()
  local g = sneak({})
  g:rig("attack", { "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank" })
  g:play("activate zazu", "move zazu", "move zazu a2")
  expect_event(g, "attack_declared", { attacker = "orc1" })
end)
