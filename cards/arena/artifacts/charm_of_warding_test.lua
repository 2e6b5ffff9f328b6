-- Artifact charm_of_warding: its power in a real PvP game.
-- Shared helpers (scripts/arena/testkit.lua): `act` answers the optional prompts until `key` is
-- offered, `settle` until the turn menu is back.
local kit = require("arena.testkit")
local act, settle, hp, rig = kit.act, kit.settle, kit.hp, kit.rig
local function game(hero, cards, first_black, foe_card)
  local figs = {
    { id = "me", side = "white", at = "e4", card = hero, cards = cards },
    { id = "foe", side = "black", at = "f4", card = foe_card or "ilsa" },
  }
  if first_black then
    figs[1], figs[2] = figs[2], figs[1]
  end
  return test.game({ board = test.open_board(10, 8), figures = figs })
end
test("charm_of_warding: +1 Defence makes an enemy's natural 8 (+1) miss Defence 9 + 1", function()
  local g = game("korrag", { "charm_of_warding" }, true)
  rig(g, 1, "n8")
  act(g, "attack foe basic")
  act(g, "target e4")
  settle(g)
  expect(hp(g, "me")).to_be(70)
end)

test("charm_of_warding: without it the same roll hits", function()
  local g = game("korrag", {}, true)
  rig(g, 1, "n8")
  act(g, "attack foe basic")
  act(g, "target e4")
  settle(g)
  expect(hp(g, "me")).to_be(70 - 7)
end)
