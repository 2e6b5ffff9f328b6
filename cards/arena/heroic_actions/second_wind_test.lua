-- Heroic action second_wind: played in a real PvP game (no roll, team token, effects).
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
test("Second Wind heals the hero 15 with no roll, once per match, and flips the team token", function()
  local g = game("second_wind")
  act(g, "heroic me second_wind")
  expect(hp(g, "me")).to_be(55)
  expect(#g:events("strike_rolled")).to_be(0)
  expect(g:side("white").special_ready).to_be(false)
  act(g, "pass me")
  act(g, "pass foe")
  expect(g:offers("heroic mate second_wind")).to_be(false)
end)
