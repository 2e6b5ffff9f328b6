-- Artifact crown_of_the_champion: its power in a real PvP game.
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
test("crown_of_the_champion: +1 to the roll turns a natural 10 into a hit on Defence 11, and +2 damage", function()
  local g = game("hrolf", { "crown_of_the_champion" })
  rig(g, 1, "n10")
  act(g, "attack me long_haft_sweep")
  act(g, "target f4")
  settle(g)
  expect(hp(g, "foe")).to_be(60 - 9 - 2)
end)
