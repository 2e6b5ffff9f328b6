-- Berserker's Howl (korrag, brute): checks of its card data in a real game (generated from the card;
-- the hero test beside the hero file covers the rulebook situations).
-- Shared helpers (scripts/arena/testkit.lua): `act` answers the optional prompts until `key` is
-- offered, `settle` until the turn menu is back.
local kit = require("arena.testkit")
local act, settle, hp, rig = kit.act, kit.settle, kit.hp, kit.rig

local function game()
  return test.game({
    board = test.open_board(10, 8),
    figures = {
      { id = "me", side = "white", at = "e4", card = "korrag", start_hp = 40 },
      { id = "mate", side = "white", at = "e6", card = "vessa", start_hp = 30 },
      { id = "foe1", side = "black", at = "j8", card = "ilsa" },
    },
  })
end

test("a hit: Berserker's Howl deals its damage and applies its effects", function()
  local g = game()
  rig(g, 3, "n19")
  act(g, "attack me berserkers_howl")
  settle(g)
  expect(hp(g, "me")).to_be(40)
  expect(hp(g, "mate")).to_be(30)
  expect_event(g, "condition_applied", { figure = "me", condition = "empowered" })
  expect_event(g, "condition_applied", { figure = "me", condition = "toughened" })
end)

test("a miss (natural 1) deals nothing", function()
  local g = game()
  rig(g, 3, "n1")
  act(g, "attack me berserkers_howl")
  settle(g)
  expect(hp(g, "me")).to_be(40)
  expect(hp(g, "mate")).to_be(30)
  expect_no_event(g, "condition_applied")
end)
