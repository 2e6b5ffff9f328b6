-- Retaliation (maelis, tank): checks of its card data in a real game (generated from the card;
-- the hero test beside the hero file covers the rulebook situations).
-- Shared helpers (scripts/arena/testkit.lua): `act` answers the optional prompts until `key` is
-- offered, `settle` until the turn menu is back.
local kit = require("arena.testkit")
local act, settle, hp, rig = kit.act, kit.settle, kit.hp, kit.rig

-- Black acts first: its foe declares a Basic Attack on me, and I interrupt it.
local function game()
  return test.game({
    board = test.open_board(10, 8),
    figures = {
      { id = "foe", side = "black", at = "f4", card = "ilsa" },
      { id = "me", side = "white", at = "e4", card = "maelis" },
    },
  })
end

test("Retaliation interrupts a declared attack", function()
  local g = game()
  g:rig("d20", { "n19", "n19" }) -- my interrupt, then the foe's strike
  act(g, "attack foe basic")
  act(g, "interrupt me retaliation")
  act(g, "target e4")
  settle(g)
  expect(hp(g, "foe")).to_be(46)
  expect(hp(g, "me")).to_be(71) -- Weakened: -3
  expect(g:side("white").special_ready).to_be(false)
end)

test("a missed Retaliation deals its residual damage and the attack goes on", function()
  local g = game()
  g:rig("d20", { "n1", "n19" })
  act(g, "attack foe basic")
  act(g, "interrupt me retaliation")
  act(g, "target e4")
  settle(g)
  expect(hp(g, "foe")).to_be(45)
  expect(hp(g, "me")).to_be(68)
end)
