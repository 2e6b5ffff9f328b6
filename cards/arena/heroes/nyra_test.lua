-- Shared helpers (scripts/arena/testkit.lua): `act` answers the optional prompts until `key` is
-- offered, `settle` until the turn menu is back.
local kit = require("arena.testkit")
local act, settle, hp, rig = kit.act, kit.settle, kit.hp, kit.rig
-- Nyra Ashfeather (shooter): "ignores all effects applied on the target by enemies" leaves the
-- ignored effects in place (ATC 4.3.2), and a blast that hurts the target's neighbours.
local function game(figs)
  return test.game({ board = test.open_board(10, 8), heroic = { black = { "brace_for_impact" } }, figures = figs })
end

test("Heartseeker ignores the target's own Protected and Toughened, which stay in place", function()
  local g = game({
    { id = "foe", side = "black", at = "g4", card = "ilsa" },
    { id = "nyra", side = "white", at = "c4", card = "nyra" },
  })
  act(g, "heroic foe brace_for_impact")
  act(g, "pass foe")
  rig(g, 1, "n12") -- Defence 11 (14 if Protected counted)
  act(g, "attack nyra heartseeker")
  act(g, "target g4")
  settle(g)
  expect(hp(g, "foe")).to_be(60 - 24 - 3) -- 24, +3 shooter passive (4 squares away), no -3 Toughened
  expect_no_event(g, "effect_ended")
end)

test("Without Heartseeker the same roll misses the Protected target", function()
  local g = game({
    { id = "foe", side = "black", at = "g4", card = "ilsa" },
    { id = "nyra", side = "white", at = "c4", card = "nyra" },
  })
  act(g, "heroic foe brace_for_impact")
  act(g, "pass foe")
  rig(g, 1, "n12")
  act(g, "attack nyra skirmishers_shot")
  act(g, "target g4")
  settle(g)
  expect(hp(g, "foe")).to_be(60 - 5)
end)

test("Blasting Bolt pushes the target, then hurts each enemy next to it, not allies", function()
  local g = game({
    { id = "nyra", side = "white", at = "c4", card = "nyra" },
    { id = "foe", side = "black", at = "e4", card = "ilsa" },
    { id = "near", side = "black", at = "g4", card = "korrag" },
    { id = "mate", side = "white", at = "g5", card = "vessa" },
  })
  rig(g, 1, "n19")
  act(g, "attack nyra blasting_bolt")
  act(g, "target e4")
  g:choose("push f4")
  settle(g)
  expect(hp(g, "foe")).to_be(60 - 18)
  expect(hp(g, "near")).to_be(70 - 6)
  expect(hp(g, "mate")).to_be(70)
end)
