-- Artifact ring_of_echoes: its power in a real PvP game.
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
test("ring_of_echoes: the bearer's residual damage is 3 higher", function()
  local g = game("hrolf", { "ring_of_echoes" })
  rig(g, 1, "n1")
  act(g, "attack me long_haft_sweep")
  act(g, "target f4")
  settle(g)
  expect(hp(g, "foe")).to_be(60 - 8)
end)

test("ring_of_echoes: residual damage still never lowers the target below 1 HP", function()
  local g = test.game({
    board = test.open_board(10, 8),
    figures = {
      { id = "me", side = "white", at = "e4", card = "hrolf", cards = { "ring_of_echoes" } },
      { id = "foe", side = "black", at = "f4", card = "ilsa", start_hp = 6 },
    },
  })
  rig(g, 1, "n1")
  act(g, "attack me long_haft_sweep")
  act(g, "target f4")
  settle(g)
  expect(hp(g, "foe")).to_be(1)
end)
