-- Shared helpers (scripts/arena/testkit.lua): `act` answers the optional prompts until `key` is
-- offered, `settle` until the turn menu is back.
local kit = require("arena.testkit")
local act, settle, hp, rig = kit.act, kit.settle, kit.hp, kit.rig
-- Ilsa Thornveil (tactician): Slowed forbids sidestep (ATC 5.3), Exposed "ends if used" (5.3),
-- Pinning Strike's "can't make Special Attacks" (5.4.9).
local function game(figs) return test.game({ board = test.open_board(10, 8), figures = figs }) end

test("Hamstring Cut: the Slowed target cannot sidestep on its next turn", function()
  local g = game({
    { id = "ilsa", side = "white", at = "e4", card = "ilsa" },
    { id = "foe", side = "black", at = "f4", card = "korrag" },
  })
  rig(g, 1, "n19")
  act(g, "attack ilsa hamstring_cut")
  act(g, "target f4")
  settle(g)
  expect(hp(g, "foe")).to_be(70 - 9)
  act(g, "pass ilsa")
  act(g, "move foe")
  for _, o in ipairs(g:options()) do
    expect(o:match("^sidestep ")).to_be_nil()
  end
end)

test("Feint and Lunge: an ally's strike uses the Exposed condition up (-3 Defence once)", function()
  local g = game({
    { id = "ilsa", side = "white", at = "e4", card = "ilsa" },
    { id = "foe", side = "black", at = "f4", card = "maelis" },
    { id = "mate", side = "white", at = "g4", card = "korrag" },
  })
  rig(g, 1, "n19")
  act(g, "attack ilsa feint_and_lunge")
  act(g, "target f4")
  settle(g)
  expect_event(g, "condition_applied", { figure = "foe", condition = "exposed" })
  act(g, "pass ilsa")
  act(g, "pass foe")
  -- Maelis has Defence 13; Exposed makes it 10: a natural 9 (+1 basic bonus) hits.
  rig(g, 1, "n9")
  act(g, "attack mate basic")
  act(g, "target f4")
  settle(g)
  expect_event(g, "effect_ended", { figure = "foe", condition = "exposed" })
  expect(hp(g, "foe")).to_be(75 - 10 - 3 - 8) -- Ilsa's 10 (+3 tactician: Korrag next to it), Korrag's basic 8
end)

test("Pinning Strike: the target cannot declare special attacks on its next turn (ATC 5.4.9)", function()
  local g = game({
    { id = "ilsa", side = "white", at = "e4", card = "ilsa" },
    { id = "foe", side = "black", at = "f4", card = "dorran" },
  })
  rig(g, 1, "n19")
  act(g, "attack ilsa pinning_strike")
  act(g, "target f4")
  settle(g)
  act(g, "pass ilsa")
  expect(g:offers("attack foe marked_for_ruin")).to_be(false)
  expect(g:offers("attack foe whirling_gambit")).to_be(false)
  expect(g:offers("attack foe sundering_blow")).to_be(true)
end)
