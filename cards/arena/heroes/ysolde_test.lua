-- Shared helpers (scripts/arena/testkit.lua): `act` answers the optional prompts until `key` is
-- offered, `settle` until the turn menu is back.
local kit = require("arena.testkit")
local act, settle, hp, rig = kit.act, kit.settle, kit.hp, kit.rig
-- Ysolde Frostweaver (controller): removing an enemy's helpful effects (ATC 5.4.7), a line push,
-- three distinct targets (4.3.3.1).
local function game(figs, heroic) return test.game({ board = test.open_board(10, 8), heroic = heroic, figures = figs }) end

test("Unravel strips the effects the target's team gave it, then Exposes it", function()
  local g = game({
    { id = "foe", side = "black", at = "g4", card = "ilsa" },
    { id = "ysolde", side = "white", at = "c4", card = "ysolde" },
  }, { black = { "brace_for_impact" } })
  act(g, "heroic foe brace_for_impact")
  act(g, "pass foe")
  rig(g, 1, "n19")
  act(g, "attack ysolde unravel")
  act(g, "target g4")
  settle(g)
  expect(hp(g, "foe")).to_be(60 - (15 - 3)) -- Toughened still counts for the damage, then goes
  expect_event(g, "effect_ended", { figure = "foe", condition = "protected" })
  expect_event(g, "effect_ended", { figure = "foe", condition = "toughened" })
  expect_event(g, "condition_applied", { figure = "foe", condition = "exposed" })
end)

test("Gale Blast pushes each enemy hit in the line 2 squares away", function()
  local g = game({
    { id = "ysolde", side = "white", at = "c4", card = "ysolde" },
    { id = "foe", side = "black", at = "e4", card = "korrag" },
    { id = "foe2", side = "black", at = "g4", card = "korrag" },
  })
  rig(g, 2, "n19")
  act(g, "attack ysolde gale_blast")
  act(g, "target d4")
  settle(g)
  expect(hp(g, "foe")).to_be(70 - 16)
  expect(hp(g, "foe2")).to_be(70 - 16)
  local d = 0
  for _, id in ipairs({ "foe", "foe2" }) do
    local at = g:figure(id).at
    local x = string.byte(at) - string.byte("a") + 1
    d = d + math.max(math.abs(x - 3), math.abs(tonumber(at:sub(2)) - 4))
  end
  expect(d).to_be(2 + 4 + 2 + 2) -- each one 2 squares farther than before
end)

test("Arc Lightning strikes three different enemies once each", function()
  local g = game({
    { id = "ysolde", side = "white", at = "c4", card = "ysolde" },
    { id = "a", side = "black", at = "f2", card = "korrag" },
    { id = "b", side = "black", at = "f4", card = "korrag" },
    { id = "c", side = "black", at = "f6", card = "korrag" },
  })
  rig(g, 3, "n19")
  act(g, "attack ysolde arc_lightning")
  act(g, "target f2")
  expect(g:offers("target f2")).to_be(false)
  act(g, "target f4")
  act(g, "target f6")
  settle(g)
  for _, id in ipairs({ "a", "b", "c" }) do
    expect(hp(g, id)).to_be(70 - 8)
  end
end)
