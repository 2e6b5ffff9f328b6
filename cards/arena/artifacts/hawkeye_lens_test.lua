-- Artifact hawkeye_lens: its power in a real PvP game.
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
test("hawkeye_lens: +2 to ranged rolls: a natural 8 (+1 basic, +2) hits Defence 11", function()
  local g = test.game({
    board = test.open_board(10, 8),
    figures = {
      { id = "me", side = "white", at = "b4", card = "kestrel", cards = { "hawkeye_lens" } },
      { id = "foe", side = "black", at = "e4", card = "ilsa" },
    },
  })
  rig(g, 1, "n8")
  act(g, "attack me basic")
  act(g, "target e4")
  settle(g)
  expect(hp(g, "foe")).to_be(60 - 8)
end)

test("hawkeye_lens: no bonus on melee attacks", function()
  local g = game("hrolf", { "hawkeye_lens" })
  rig(g, 1, "n9")
  act(g, "attack me long_haft_sweep")
  act(g, "target f4")
  settle(g)
  expect(hp(g, "foe")).to_be(60 - 5)
end)
