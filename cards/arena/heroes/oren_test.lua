-- Shared helpers (scripts/arena/testkit.lua): `act` answers the optional prompts until `key` is
-- offered, `settle` until the turn menu is back.
local kit = require("arena.testkit")
local act, settle, hp, rig = kit.act, kit.settle, kit.hp, kit.rig
-- Oren Brightwell (healer): Sanctuary's immunity to new enemy effects (ATC 5.4.8), Blessed and
-- Cursed on primary attacks (5.3).
local function game(figs) return test.game({ board = test.open_board(10, 8), figures = figs }) end

test("Sanctuary: an enemy's hit still deals damage but its effect is lost (ATC 5.4.8)", function()
  local g = game({
    { id = "oren", side = "white", at = "e4", card = "oren" },
    { id = "foe", side = "black", at = "f7", card = "ilsa" },
    { id = "mate", side = "white", at = "e6", card = "vessa" },
  })
  rig(g, 1, "n19")
  act(g, "attack oren sanctuary")
  act(g, "target e6")
  settle(g)
  act(g, "pass oren")
  rig(g, 1, "n19")
  act(g, "attack foe hamstring_cut")
  act(g, "target e6")
  settle(g)
  expect(hp(g, "mate")).to_be(70 - 9)
  expect_no_event(g, "condition_applied", { figure = "mate", condition = "slowed" })
end)

test("Blessing of Vigor: the Blessed ally rolls twice on a primary attack and keeps the best", function()
  local g = game({
    { id = "oren", side = "white", at = "e4", card = "oren" },
    { id = "foe", side = "black", at = "g7", card = "ilsa" },
    { id = "mate", side = "white", at = "f6", card = "vessa" },
  })
  rig(g, 1, "n19")
  act(g, "attack oren blessing_of_vigor")
  act(g, "target f6")
  settle(g)
  act(g, "pass oren")
  act(g, "pass foe")
  g:rig("d20", { "n2", "n18" })
  act(g, "attack mate twin_cleave")
  act(g, "target g7")
  settle(g)
  expect(hp(g, "foe")).to_be(60 - 9 - 4)
end)

test("Searing Psalm: the Cursed enemy keeps the worst of two rolls on its primary attack", function()
  local g = game({
    { id = "oren", side = "white", at = "e4", card = "oren" },
    { id = "foe", side = "black", at = "e5", card = "ilsa" },
  })
  rig(g, 1, "n19")
  act(g, "attack oren searing_psalm")
  act(g, "target e5")
  settle(g)
  act(g, "pass oren")
  g:rig("d20", { "n19", "n2" })
  act(g, "attack foe hamstring_cut")
  act(g, "target e4")
  settle(g)
  expect(hp(g, "oren")).to_be(55 - 5) -- missed: 5 residual only
  expect_no_event(g, "condition_applied", { figure = "oren", condition = "slowed" })
end)
