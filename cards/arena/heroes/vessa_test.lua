-- Shared helpers (scripts/arena/testkit.lua): `act` answers the optional prompts until `key` is
-- offered, `settle` until the turn menu is back.
local kit = require("arena.testkit")
local act, settle, hp, rig = kit.act, kit.settle, kit.hp, kit.rig
-- Vessa Redmane (brute): benefit movement before the target (ATC 4.3.2), a roll bonus, and an
-- attack on up to 2 enemies that never strikes one enemy twice (4.3.3.1).
local function game(figs) return test.game({ board = test.open_board(10, 8), figures = figs }) end

test("Reaving Charge: Vessa moves up to 3 squares, then strikes", function()
  local g = game({
    { id = "vessa", side = "white", at = "a4", card = "vessa" },
    { id = "foe", side = "black", at = "e4", card = "ilsa" },
  })
  expect(g:offers("attack vessa reaving_charge")).to_be(true)
  rig(g, 1, "n19")
  act(g, "attack vessa reaving_charge")
  act(g, "benefit b4")
  act(g, "benefit c4")
  act(g, "benefit d4")
  act(g, "target e4")
  settle(g)
  expect(g:figure("vessa").at).to_be("d4")
  expect(hp(g, "foe")).to_be(60 - 12 - 4)
end)

test("Headsman's Verdict: +3 turns a natural 8 into a hit against Defence 11", function()
  local g = game({
    { id = "vessa", side = "white", at = "e4", card = "vessa" },
    { id = "foe", side = "black", at = "f4", card = "ilsa" },
  })
  rig(g, 1, "n8")
  act(g, "attack vessa headsmans_verdict")
  act(g, "target f4")
  settle(g)
  expect(hp(g, "foe")).to_be(60 - 20 - 4)
  expect_event(g, "condition_applied", { figure = "foe", condition = "cursed" })
end)

test("Headsman's Verdict: a natural 7 (+3 = 10) misses Defence 11 and deals 15 residual", function()
  local g = game({
    { id = "vessa", side = "white", at = "e4", card = "vessa" },
    { id = "foe", side = "black", at = "f4", card = "ilsa" },
  })
  rig(g, 1, "n7")
  act(g, "attack vessa headsmans_verdict")
  act(g, "target f4")
  settle(g)
  expect(hp(g, "foe")).to_be(60 - 15)
end)

test("Twin Cleave with one enemy in reach strikes it once only", function()
  local g = game({
    { id = "vessa", side = "white", at = "e4", card = "vessa" },
    { id = "foe", side = "black", at = "f4", card = "ilsa" },
  })
  rig(g, 2, "n19")
  act(g, "attack vessa twin_cleave")
  act(g, "target f4")
  settle(g)
  expect(hp(g, "foe")).to_be(60 - 9 - 4)
  expect(#g:events("strike_rolled")).to_be(1)
end)
