-- Heroic action mad_dash: played in a real PvP game (no roll, team token, effects).
-- Shared helpers (scripts/arena/testkit.lua): `act` answers the optional prompts until `key` is
-- offered, `settle` until the turn menu is back.
local kit = require("arena.testkit")
local act, settle, hp, rig = kit.act, kit.settle, kit.hp, kit.rig
local function game(card, first_black)
  local figs = {
    { id = "me", side = "white", at = "e4", card = "korrag", start_hp = 40 },
    { id = "mate", side = "white", at = "e6", card = "vessa", start_hp = 30 },
    { id = "foe", side = "black", at = "f4", card = "ilsa" },
    { id = "far", side = "black", at = "j8", card = "ilsa" },
  }
  if first_black then table.insert(figs, 1, table.remove(figs, 3)) end
  return test.game({ board = test.open_board(10, 8), heroic = { white = { card } }, figures = figs })
end
test("Mad Dash: Hastened, the hero leaves an enemy's side without a reaction attack", function()
  local g = game("mad_dash")
  act(g, "heroic me mad_dash")
  g:choose("step me d4")
  expect(g:offers("react foe")).to_be(false)
  g:choose("step me c4")
  act(g, "stop me")
  expect(g:figure("me").at).to_be("c4")
  expect(hp(g, "me")).to_be(40)
end)
