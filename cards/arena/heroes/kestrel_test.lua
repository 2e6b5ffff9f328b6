-- Shared helpers (scripts/arena/testkit.lua): `act` answers the optional prompts until `key` is
-- offered, `settle` until the turn menu is back.
local kit = require("arena.testkit")
local act, settle, hp, rig = kit.act, kit.settle, kit.hp, kit.rig
-- Kestrel Vaine (shooter): a straight line strikes enemies only (ATC 4.3.3.1), a roll bonus,
-- and an interrupt that kills the attacker before it strikes (4.1.3.1).
local function game(figs) return test.game({ board = test.open_board(10, 8), figures = figs }) end

test("Piercing Shot strikes every enemy in the line and skips allies", function()
  local g = game({
    { id = "kestrel", side = "white", at = "b4", card = "kestrel" },
    { id = "mate", side = "white", at = "c4", card = "vessa" },
    { id = "foe", side = "black", at = "d4", card = "korrag" },
    { id = "foe2", side = "black", at = "e4", card = "korrag" },
    { id = "aside", side = "black", at = "d6", card = "korrag" },
  })
  rig(g, 2, "n19")
  act(g, "attack kestrel piercing_shot")
  act(g, "target c4")
  settle(g)
  expect(hp(g, "foe")).to_be(70 - 10)
  expect(hp(g, "foe2")).to_be(70 - 10)
  expect(hp(g, "mate")).to_be(70)
  expect(hp(g, "aside")).to_be(70)
end)

test("Aimed Shot: +2 turns a natural 7 into a hit against Defence 9", function()
  local g = game({
    { id = "kestrel", side = "white", at = "b4", card = "kestrel" },
    { id = "foe", side = "black", at = "d4", card = "korrag" },
  })
  rig(g, 1, "n7")
  act(g, "attack kestrel aimed_shot")
  act(g, "target d4")
  settle(g)
  expect(hp(g, "foe")).to_be(70 - 12)
end)

test("Quickdraw kills the attacker: its declared attack never happens", function()
  local g = game({
    { id = "foe", side = "black", at = "c4", card = "korrag", start_hp = 10 },
    { id = "kestrel", side = "white", at = "b4", card = "kestrel" },
    { id = "mate", side = "white", at = "h8", card = "vessa" },
  })
  rig(g, 1, "n19")
  act(g, "attack foe basic")
  act(g, "interrupt kestrel quickdraw")
  settle(g)
  expect(g:figure("foe").dead).to_be(true)
  expect(hp(g, "kestrel")).to_be(50)
end)
