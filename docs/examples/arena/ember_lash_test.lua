-- cards/arena/attacks/ember_lash_test.lua
local kit = require("arena.testkit")

test("a hit deals 10 and weakens the target", function()
  local g = test.game{
    board = test.open_board(8, 6),
    figures = {
      { id = "me", side = "white", at = "c3", card = "ilsa", cards = { "ember_lash" } },
      { id = "foe", side = "black", at = "e3", card = "korrag" },   -- a brute: 70 HP
    },
  }
  kit.rig(g, 1, "n15")
  kit.act(g, "attack me ember_lash")
  kit.act(g, "target e3")
  kit.settle(g)
  expect(kit.hp(g, "foe")).to_be(70 - 10)
  expect_event(g, "condition_applied", { figure = "foe", condition = "weakened" })
end)
