-- Controlling a combatant (ATC 5.4.6): the controller's side makes the target attack its own ally.
local kit = require("arena.testkit")

test("a controlled enemy strikes its own ally; it keeps its turn; no reaction is incited", function()
  local g = test.game({
    board = test.open_board(8, 6),
    figures = {
      { id = "me", side = "white", at = "a1", card = "brute", cards = { "sample_dominate" } },
      { id = "foe", side = "black", at = "c3", card = "brute", cards = { "sample_cleave" } },
      { id = "pal", side = "black", at = "d3", card = "brute" },
    },
  })
  kit.rig(g, 1, "n15")
  kit.act(g, "attack me sample_dominate")
  kit.act(g, "target c3")
  expect(g:offers("control foe sample_cleave")).to_be(true)
  expect(g:pending().side).to_be("white")
  g:choose("control foe sample_cleave")
  expect(g:offers("target d3")).to_be(true) -- its ally is now its enemy
  expect(g:offers("target a1")).to_be(false) -- out of reach anyway; its controller is not offered
  kit.rig(g, 1, "n15")
  expect(g:offers("target c3")).to_be(false) -- never itself
  g:choose("target d3")
  kit.settle(g)
  expect(kit.hp(g, "pal")).to_be(70 - 10)
  expect_no_event(g, "strike_rolled", { attacker = "pal" })
  expect(g:figure("foe").controlled_by).to_be_nil()
  g:choose("pass me")
  expect(g:prompt()).to_contain("foe") -- its own turn is not lost
end)
