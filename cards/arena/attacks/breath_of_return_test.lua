-- Breath of Return (aurelle, healer): checks of its card data in a real game (generated from the card;
-- the hero test beside the hero file covers the rulebook situations).
-- Shared helpers (scripts/arena/testkit.lua): `act` answers the optional prompts until `key` is
-- offered, `settle` until the turn menu is back.
local kit = require("arena.testkit")
local act, settle, hp, rig = kit.act, kit.settle, kit.hp, kit.rig

-- Black acts first and kills my ally (1 HP) with a Basic Attack; then I try to revive it.
local function game()
  return test.game({
    board = test.open_board(10, 8),
    figures = {
      { id = "foe", side = "black", at = "e7", card = "ilsa" },
      { id = "me", side = "white", at = "e4", card = "aurelle" },
      { id = "mate", side = "white", at = "e6", card = "vessa", start_hp = 1 },
    },
  })
end

local function kill_mate(g)
  g:rig("d20", { "n19" })
  act(g, "attack foe basic")
  act(g, "target e6")
  settle(g)
  act(g, "pass foe")
  expect(g:figure("mate").dead).to_be(true)
end

test("a hit revives the dead ally with 20 HP", function()
  local g = game()
  kill_mate(g)
  g:rig("d20", { "n19" })
  act(g, "attack me breath_of_return")
  act(g, "target e6")
  settle(g)
  expect(g:figure("mate").dead).to_be_falsy()
  expect(g:figure("mate").on_board).to_be(true)
  expect(hp(g, "mate")).to_be(20)
  expect_event(g, "revived", { figure = "mate" })
end)

test("a miss leaves the ally dead (no residual on allies)", function()
  local g = game()
  kill_mate(g)
  g:rig("d20", { "n1" })
  act(g, "attack me breath_of_return")
  act(g, "target e6")
  settle(g)
  expect(g:figure("mate").dead).to_be(true)
  expect_no_event(g, "revived")
end)

-- Two allies died on one square (fuzz: an Arena campaign stopped on two options `target c1`):
-- each is its own target, named by the square and its id.
test("two allies dead on one square are two targets with their own keys", function()
  local g = test.game({
    board = test.open_board(10, 8),
    figures = {
      { id = "foe", side = "black", at = "j8", card = "ilsa" },
      { id = "me", side = "white", at = "e4", card = "aurelle" },
      { id = "mate", side = "white", at = "off", card = "vessa", vars = { dead = true, died_at = "e6", hp = 0 } },
      { id = "pal", side = "white", at = "off", card = "vessa", vars = { dead = true, died_at = "e6", hp = 0 } },
    },
  })
  act(g, "pass foe")
  act(g, "attack me breath_of_return")
  if g:offers("focus no") then g:choose("focus no") end
  expect(g:offers("target e6 mate")).to_be(true)
  expect(g:offers("target e6 pal")).to_be(true)
  expect(g:offers("target e6")).to_be(false)
  g:rig("d20", { "n19" })
  g:choose("target e6 pal")
  settle(g)
  expect(g:figure("pal").dead).to_be_falsy()
  expect(g:figure("mate").dead).to_be(true)
end)

-- ATC 5.4.2 (p.24): the figure an attack revives "must be placed within 5 squares of you and in
-- a square to which you have Vision". Its square of death, 5 squares away, is taken: of the
-- nearest free squares only those within 5 of the healer are offered (not the g column, 6 away).
test("a revive whose square of death is taken stays within 5 squares of the healer (5.4.2)", function()
  local g = test.game({
    board = test.open_board(10, 8),
    figures = {
      { id = "foe", side = "black", at = "j8", card = "ilsa" },
      { id = "me", side = "white", at = "a4", card = "aurelle" },
      { id = "mate", side = "white", at = "off", card = "vessa", vars = { dead = true, died_at = "f4", hp = 0 } },
      { id = "pal", side = "white", at = "f4", card = "vessa" },
    },
  })
  act(g, "pass foe")
  act(g, "attack me breath_of_return")
  if g:offers("focus no") then g:choose("focus no") end
  g:rig("d20", { "n19" })
  act(g, "target f4")
  expect(g:prompt()).to_contain("where does mate revive?")
  local offered = {}
  for _, key in ipairs(g:options()) do
    offered[#offered + 1] = key
    expect(key:sub(1, 11)).not_to_be("revive at g")
  end
  table.sort(offered)
  expect(offered).to_be({ "revive at e3", "revive at e4", "revive at e5", "revive at f3", "revive at f5" })
  g:choose("revive at f5")
  settle(g)
  expect(g:figure("mate").at).to_be("f5")
  expect(hp(g, "mate")).to_be(20)
end)
