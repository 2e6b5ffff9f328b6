-- Shared helpers (scripts/arena/testkit.lua): `act` answers the optional prompts until `key` is
-- offered, `settle` until the turn menu is back.
local kit = require("arena.testkit")
local act, settle, hp, rig = kit.act, kit.settle, kit.hp, kit.rig
-- Morvath the Hollow (controller): "cannot regain HP" (ATC 5.4.1), "can't make Special
-- Attacks" on up to 2 enemies (5.4.9), the controller passive on a secondary target.
local function game(figs, heroic) return test.game({ board = test.open_board(10, 8), heroic = heroic, figures = figs }) end

test("Soul Fetters: the target regains no HP, even from its own heroic action", function()
  local g = game({
    { id = "morvath", side = "white", at = "c4", card = "morvath" },
    { id = "foe", side = "black", at = "f4", card = "ilsa" },
  }, { black = { "second_wind" } })
  rig(g, 1, "n19")
  act(g, "attack morvath soul_fetters")
  act(g, "target f4")
  settle(g)
  expect(hp(g, "foe")).to_be(60 - 15)
  act(g, "pass morvath")
  act(g, "heroic foe second_wind")
  expect(hp(g, "foe")).to_be(45)
  expect_no_event(g, "healed", { figure = "foe" })
end)

test("Word of Silence: both enemies hit cannot declare special attacks", function()
  local g = game({
    -- d4: within Hooking Glaive's range 2 of foe, so that its primary attack is offered
    { id = "morvath", side = "white", at = "d4", card = "morvath" },
    { id = "foe", side = "black", at = "f4", card = "dorran" },
    { id = "foe2", side = "black", at = "f7", card = "vessa" },
  })
  rig(g, 2, "n19")
  act(g, "attack morvath word_of_silence")
  act(g, "target f4")
  act(g, "target f7")
  settle(g)
  act(g, "pass morvath")
  expect(g:offers("attack foe whirling_gambit")).to_be(false)
  expect(g:offers("attack foe hooking_glaive")).to_be(true)
  expect_event(g, "condition_applied", { figure = "foe2", condition = "no_special" })
end)

test("Word of Silence is temporary: it ends when Morvath's next turn starts", function()
  local g = game({
    { id = "morvath", side = "white", at = "c4", card = "morvath" },
    { id = "foe", side = "black", at = "f4", card = "dorran" },
  })
  rig(g, 1, "n19")
  act(g, "attack morvath word_of_silence")
  act(g, "target f4")
  settle(g)
  act(g, "pass morvath")
  act(g, "pass foe")
  expect_event(g, "effect_ended", { figure = "foe", condition = "no_special" })
  act(g, "pass morvath")
  expect(g:offers("attack foe whirling_gambit")).to_be(true)
end)

test("Hex Bolt: the controller passive hurts another enemy next to the target", function()
  local g = game({
    { id = "morvath", side = "white", at = "c4", card = "morvath" },
    { id = "foe", side = "black", at = "f4", card = "ilsa" },
    { id = "near", side = "black", at = "g5", card = "ilsa" },
  })
  rig(g, 1, "n19")
  act(g, "attack morvath hex_bolt")
  act(g, "target f4")
  settle(g)
  expect(hp(g, "foe")).to_be(60 - 9)
  expect(hp(g, "near")).to_be(60 - 4)
  expect_event(g, "condition_applied", { figure = "foe", condition = "cursed" })
end)
