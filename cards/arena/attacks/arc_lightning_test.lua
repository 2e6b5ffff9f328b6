-- Arc Lightning (ysolde, controller): checks of its card data in a real game (generated from the card;
-- the hero test beside the hero file covers the rulebook situations).
-- Shared helpers (scripts/arena/testkit.lua): `act` answers the optional prompts until `key` is
-- offered, `settle` until the turn menu is back.
local kit = require("arena.testkit")
local act, settle, hp, rig = kit.act, kit.settle, kit.hp, kit.rig

local function game()
  return test.game({
    board = test.open_board(10, 8),
    figures = {
      { id = "me", side = "white", at = "e4", card = "ysolde", start_hp = 40 },
      { id = "mate", side = "white", at = "e6", card = "vessa", start_hp = 30 },
      { id = "foe1", side = "black", at = "h2", card = "ilsa" },
      { id = "foe2", side = "black", at = "h4", card = "ilsa" },
      { id = "foe3", side = "black", at = "h6", card = "ilsa" },
    },
  })
end

test("a hit: Arc Lightning deals its damage and applies its effects", function()
  local g = game()
  rig(g, 5, "n19")
  act(g, "attack me arc_lightning")
  act(g, "target h2")
  act(g, "target h4")
  act(g, "target h6")
  settle(g)
  expect(hp(g, "foe1")).to_be(52)
  expect(hp(g, "foe2")).to_be(52)
  expect(hp(g, "foe3")).to_be(52)
  expect(hp(g, "me")).to_be(40)
  expect(hp(g, "mate")).to_be(30)
end)

test("a miss (natural 1) deals its residual damage only", function()
  local g = game()
  rig(g, 5, "n1")
  act(g, "attack me arc_lightning")
  act(g, "target h2")
  act(g, "target h4")
  act(g, "target h6")
  settle(g)
  local lost = 0
  for _, id in ipairs({ "foe1", "foe2", "foe3" }) do
    lost = lost + (60 - hp(g, id))
  end
  expect(lost).to_be(5)
  expect(hp(g, "me")).to_be(40)
  expect(hp(g, "mate")).to_be(30)
  expect_no_event(g, "condition_applied")
end)
