-- Shared helpers (scripts/arena/testkit.lua): `act` answers the optional prompts until `key` is
-- offered, `settle` until the turn menu is back.
local kit = require("arena.testkit")
local act, settle, hp, rig = kit.act, kit.settle, kit.hp, kit.rig
-- Brannoc Ironhold (tank): a push never passes the target's allies (ATC 5.4.3); negating a
-- special attack spends it and keeps the enemy token "No Special" (4.1.3.1, 5.4.4).
local function game(figs) return test.game({ board = test.open_board(10, 8), figures = figs }) end

test("Shield Bash pushes up to 2 squares, never through the target's allies", function()
  local g = game({
    { id = "brannoc", side = "white", at = "e4", card = "brannoc" },
    { id = "foe", side = "black", at = "f4", card = "korrag" },
    { id = "friend", side = "black", at = "g4", card = "ilsa" },
  })
  rig(g, 1, "n19")
  act(g, "attack brannoc shield_bash")
  act(g, "target f4")
  expect(g:offers("push g4")).to_be(false)
  expect(g:offers("push g3")).to_be(true)
  g:choose("push g3")
  g:choose("push h2")
  settle(g)
  expect(g:figure("foe").at).to_be("h2")
  expect(hp(g, "foe")).to_be(70 - 8)
end)

test("Interposing Bulwark negates a special attack: it is spent and Black stays No Special", function()
  local g = game({
    { id = "foe", side = "black", at = "f4", card = "dorran" },
    { id = "brannoc", side = "white", at = "e4", card = "brannoc" },
  })
  rig(g, 1, "n19")
  act(g, "attack foe marked_for_ruin")
  act(g, "interrupt brannoc interposing_bulwark")
  settle(g)
  expect(hp(g, "brannoc")).to_be(75)
  expect(g:side("black").special_ready).to_be(false)
  expect(g:side("white").special_ready).to_be(false)
  expect(g:offers("attack foe marked_for_ruin")).to_be(false)
  expect(g:offers("attack foe hooking_glaive")).to_be(false) -- the declaration spent the prime action
end)

test("Unbreakable: Toughened is permanent (-3 damage from every later enemy hit)", function()
  local g = game({
    { id = "brannoc", side = "white", at = "e4", card = "brannoc", start_hp = 50 },
    { id = "foe", side = "black", at = "f4", card = "korrag" },
  })
  rig(g, 1, "n19")
  act(g, "attack brannoc unbreakable")
  settle(g)
  expect(hp(g, "brannoc")).to_be(60)
  act(g, "pass brannoc")
  rig(g, 1, "n19")
  act(g, "attack foe basic")
  act(g, "target e4")
  settle(g)
  expect(hp(g, "brannoc")).to_be(60 - (8 + 4 - 3))
end)

test("Interposing Bulwark cannot negate an attacker under Sanctuary (ATC 5.4.4)", function()
  local g = game({
    { id = "oren", side = "black", at = "h8", card = "oren" },
    { id = "brannoc", side = "white", at = "e4", card = "brannoc" },
    { id = "foe", side = "black", at = "f4", card = "ilsa" },
  })
  rig(g, 1, "n19")
  act(g, "attack oren sanctuary")
  act(g, "target f4")
  settle(g)
  act(g, "pass oren")
  act(g, "pass brannoc")
  rig(g, 2, "n19")
  act(g, "attack foe basic")
  act(g, "interrupt brannoc interposing_bulwark")
  act(g, "target e4")
  settle(g)
  expect(hp(g, "brannoc")).to_be(75 - 7) -- the negation was lost: Ilsa's basic 7 lands
  expect(g:side("white").special_ready).to_be(false)
end)
