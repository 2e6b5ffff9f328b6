-- Shared helpers (scripts/arena/testkit.lua): `act` answers the optional prompts until `key` is
-- offered, `settle` until the turn menu is back.
local kit = require("arena.testkit")
local act, settle, hp, rig = kit.act, kit.settle, kit.hp, kit.rig
-- Hrolf Graniteheart (bruiser): removing his own harmful effects (ATC 5.4.7), a self heal on a
-- hit only, Weakened on up to 3 enemies.
local function game(figs) return test.game({ board = test.open_board(10, 8), figures = figs }) end

test("Iron Resolve ends the Slowed an enemy put on Hrolf and heals him 15", function()
  local g = game({
    { id = "foe", side = "black", at = "f4", card = "ilsa" },
    { id = "hrolf", side = "white", at = "e4", card = "hrolf" },
  })
  rig(g, 1, "n19")
  act(g, "attack foe hamstring_cut")
  act(g, "target e4")
  settle(g)
  act(g, "pass foe")
  expect(hp(g, "hrolf")).to_be(65 - 9)
  rig(g, 1, "n19")
  act(g, "attack hrolf iron_resolve")
  settle(g)
  expect_event(g, "effect_ended", { figure = "hrolf", condition = "slowed" })
  expect(hp(g, "hrolf")).to_be(65)
  expect_event(g, "condition_applied", { figure = "hrolf", condition = "protected" })
end)

test("Grinding Maul heals Hrolf 3 on a hit and nothing on a miss", function()
  local g = game({
    { id = "hrolf", side = "white", at = "e4", card = "hrolf", start_hp = 50 },
    { id = "foe", side = "black", at = "f4", card = "ilsa" },
  })
  rig(g, 1, "n1")
  act(g, "attack hrolf grinding_maul")
  act(g, "target f4")
  settle(g)
  expect(hp(g, "hrolf")).to_be(50)
  expect(hp(g, "foe")).to_be(60 - 5)
  act(g, "pass hrolf")
  act(g, "pass foe")
  rig(g, 1, "n19")
  act(g, "attack hrolf grinding_maul")
  act(g, "target f4")
  settle(g)
  expect(hp(g, "hrolf")).to_be(53)
  expect(hp(g, "foe")).to_be(60 - 5 - 10)
end)

test("Crushing Sweep: residual goes to the last missed target only (ATC 4.3.5)", function()
  local g = game({
    { id = "hrolf", side = "white", at = "e4", card = "hrolf" },
    { id = "a", side = "black", at = "f4", card = "ilsa" },
    { id = "b", side = "black", at = "d4", card = "ilsa" },
  })
  rig(g, 2, "n1")
  act(g, "attack hrolf crushing_sweep")
  act(g, "target f4")
  act(g, "target d4")
  settle(g)
  expect(hp(g, "a")).to_be(60)
  expect(hp(g, "b")).to_be(60 - 15)
end)
