-- Level UP level_up_might: its power in a real PvP game.
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
test("level_up_might: +2 damage when the bearer hits an enemy", function()
  local g = game("hrolf", { "level_up_might" })
  rig(g, 1, "n19")
  act(g, "attack me long_haft_sweep")
  act(g, "target f4")
  settle(g)
  expect(hp(g, "foe")).to_be(60 - 9 - 2)
end)

test("level_up_might: no bonus on residual damage", function()
  local g = game("hrolf", { "level_up_might" })
  rig(g, 1, "n1")
  act(g, "attack me long_haft_sweep")
  act(g, "target f4")
  settle(g)
  expect(hp(g, "foe")).to_be(60 - 5)
end)
