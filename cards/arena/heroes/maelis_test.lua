-- Shared helpers (scripts/arena/testkit.lua): `act` answers the optional prompts until `key` is
-- offered, `settle` until the turn menu is back.
local kit = require("arena.testkit")
local act, settle, hp, rig = kit.act, kit.settle, kit.hp, kit.rig
-- Maelis Stonewarden (tank): Protected on an ally (+3 Defence, ATC 5.3), Retaliation needs an
-- adjacent attacker (range 1), a 3x3 area strikes allies too (4.3.3.1).
local function game(figs) return test.game({ board = test.open_board(10, 8), figures = figs }) end

test("Hold the Line: the Protected ally makes an enemy's natural 10 (+1) miss", function()
  local g = game({
    { id = "maelis", side = "white", at = "e4", card = "maelis" },
    { id = "archer", side = "black", at = "i6", card = "kestrel" },
    { id = "foe", side = "black", at = "f4", card = "korrag" },
    { id = "mate", side = "white", at = "f6", card = "vessa" },
  })
  rig(g, 1, "n19")
  act(g, "attack maelis hold_the_line")
  act(g, "target f4")
  settle(g)
  expect_event(g, "condition_applied", { figure = "mate", condition = "protected" })
  act(g, "pass maelis")
  rig(g, 1, "n10")
  act(g, "attack archer basic")
  act(g, "target f6")
  settle(g)
  expect(hp(g, "mate")).to_be(70) -- Defence 9 + 3 = 12 > 10 + 1
end)

test("Retaliation is not offered against an attacker 3 squares away", function()
  local g = game({
    { id = "foe", side = "black", at = "h4", card = "kestrel" },
    { id = "maelis", side = "white", at = "e4", card = "maelis" },
  })
  act(g, "attack foe basic")
  expect(g:offers("interrupt maelis retaliation")).to_be(false)
end)

test("Quake Stomp strikes every combatant in the area, Maelis's allies included", function()
  local g = game({
    { id = "maelis", side = "white", at = "e4", card = "maelis" },
    { id = "foe", side = "black", at = "g4", card = "korrag" },
    { id = "mate", side = "white", at = "g5", card = "vessa" },
  })
  rig(g, 2, "n19")
  act(g, "attack maelis quake_stomp")
  act(g, "target g4")
  settle(g)
  expect(hp(g, "foe")).to_be(70 - 15)
  expect(hp(g, "mate")).to_be(70 - 15)
end)
