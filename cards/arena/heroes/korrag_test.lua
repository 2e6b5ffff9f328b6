-- Shared helpers (scripts/arena/testkit.lua): `act` answers the optional prompts until `key` is
-- offered, `settle` until the turn menu is back.
local kit = require("arena.testkit")
local act, settle, hp, rig = kit.act, kit.settle, kit.hp, kit.rig
-- Korrag Ashmaw (brute): his card, Tide of Blades after a kill (ATC 4.3.7), Skullsplitter's
-- drawback floor (4.3.2), Berserker's Howl's lasting Empowered (5.3).
local function game(figs) return test.game({ board = test.open_board(10, 8), figures = figs }) end

test("Korrag is a brute with his two primary and two special attacks", function()
  local g = game({
    { id = "korrag", side = "white", at = "e4", card = "korrag" },
    { id = "foe", side = "black", at = "f4", card = "ilsa" }, -- in reach of all four
  })
  local k = g:figure("korrag")
  expect(k.role).to_be("brute")
  expect(k.hp).to_be(70)
  for _, a in ipairs({ "tide_of_blades", "skullsplitter", "earthbreaker", "berserkers_howl" }) do
    expect(g:offers("attack korrag " .. a)).to_be(true)
  end
end)

test("Tide of Blades still moves a target it kills and hurts the enemies next to it (ATC 4.3.7)", function()
  local g = game({
    { id = "korrag", side = "white", at = "e4", card = "korrag" },
    { id = "foe", side = "black", at = "f4", card = "ilsa", start_hp = 2 },
    { id = "other", side = "black", at = "h4", card = "ilsa" },
  })
  rig(g, 1, "n19")
  act(g, "attack korrag tide_of_blades")
  act(g, "target f4")
  act(g, "push g4")
  settle(g)
  expect(g:figure("foe").dead).to_be(true)
  expect(g:figure("foe").died_at).to_be("g4")
  expect(hp(g, "other")).to_be(60 - 4)
end)

test("Skullsplitter's drawback leaves Korrag at 1 HP and he still strikes (ATC 4.3.2)", function()
  local g = game({
    { id = "korrag", side = "white", at = "e4", card = "korrag", start_hp = 2 },
    { id = "foe", side = "black", at = "f4", card = "ilsa" },
  })
  rig(g, 1, "n19")
  act(g, "attack korrag skullsplitter")
  act(g, "target f4")
  settle(g)
  expect(hp(g, "korrag")).to_be(1)
  expect(g:figure("korrag").dead).to_be_falsy()
  expect(hp(g, "foe")).to_be(60 - 14 - 4) -- 14, +4 brute passive (no ally of Korrag next to it)
end)

test("Berserker's Howl: Korrag stays Empowered on later turns (+3 damage)", function()
  local g = game({
    { id = "korrag", side = "white", at = "e4", card = "korrag" },
    { id = "foe", side = "black", at = "f4", card = "ilsa" },
  })
  rig(g, 1, "n19")
  act(g, "attack korrag berserkers_howl")
  settle(g)
  act(g, "pass korrag")
  act(g, "pass foe")
  rig(g, 1, "n19")
  act(g, "attack korrag skullsplitter")
  act(g, "target f4")
  settle(g)
  expect(hp(g, "foe")).to_be(60 - 14 - 4 - 3)
end)
