-- Heroic action intimidating_roar: played in a real PvP game (no roll, team token, effects).
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
test("Intimidating Roar weakens enemies within 2 squares only", function()
  local g = game("intimidating_roar")
  act(g, "heroic me intimidating_roar")
  expect_event(g, "condition_applied", { figure = "foe", condition = "weakened" })
  expect_no_event(g, "condition_applied", { figure = "far" })
  expect_no_event(g, "condition_applied", { figure = "mate" })
end)
