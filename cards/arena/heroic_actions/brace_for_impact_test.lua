-- Heroic action brace_for_impact: played in a real PvP game (no roll, team token, effects).
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
test("Brace for Impact: Protected and Toughened until the hero's next turn", function()
  local g = game("brace_for_impact")
  act(g, "heroic me brace_for_impact")
  act(g, "pass me")
  rig(g, 1, "n19")
  act(g, "attack foe basic")
  act(g, "target e4")
  settle(g)
  expect(hp(g, "me")).to_be(40 - (7 - 3)) -- Ilsa's basic 7, -3 Toughened
end)
