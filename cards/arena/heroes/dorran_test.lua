-- Shared helpers (scripts/arena/testkit.lua): `act` answers the optional prompts until `key` is
-- offered, `settle` until the turn menu is back.
local kit = require("arena.testkit")
local act, settle, hp, rig = kit.act, kit.settle, kit.hp, kit.rig
-- Dorran Quill (tactician): range-2 melee never incites reactions (ATC 4.3.3.2), forced
-- movement (5.4.3), Weakened (-3 damage, 5.3).
local function game(figs) return test.game({ board = test.open_board(10, 8), figures = figs }) end

test("Hooking Glaive reaches 2 squares without inciting the adjacent enemy, and pushes 2", function()
  local g = game({
    { id = "dorran", side = "white", at = "e4", card = "dorran" },
    { id = "foe", side = "black", at = "g4", card = "korrag" },
    { id = "guard", side = "black", at = "d4", card = "ilsa" },
  })
  rig(g, 1, "n19")
  act(g, "attack dorran hooking_glaive")
  g:choose("target g4")
  expect(g:offers("react guard")).to_be(false)
  g:choose("push h4")
  g:choose("push i4")
  settle(g)
  expect(g:figure("foe").at).to_be("i4")
  expect(hp(g, "foe")).to_be(70 - 10)
end)

test("Sundering Blow: the Weakened target deals 3 less with its next hit", function()
  local g = game({
    { id = "dorran", side = "white", at = "e4", card = "dorran" },
    { id = "foe", side = "black", at = "f4", card = "korrag" },
  })
  rig(g, 1, "n19")
  act(g, "attack dorran sundering_blow")
  act(g, "target f4")
  settle(g)
  act(g, "pass dorran")
  rig(g, 1, "n19")
  act(g, "attack foe basic")
  act(g, "target e4")
  settle(g)
  expect(hp(g, "dorran")).to_be(60 - (8 + 4 - 3)) -- Korrag's basic 8, +4 brute passive, -3 Weakened
end)

test("Marked for Ruin: Exposed is permanent and outlasts Dorran's next turn", function()
  local g = game({
    { id = "dorran", side = "white", at = "e4", card = "dorran" },
    { id = "foe", side = "black", at = "g4", card = "korrag" },
  })
  rig(g, 1, "n19")
  act(g, "attack dorran marked_for_ruin")
  act(g, "target g4")
  settle(g)
  act(g, "pass dorran")
  act(g, "pass foe")
  expect_no_event(g, "effect_ended", { figure = "foe", condition = "exposed" })
end)
