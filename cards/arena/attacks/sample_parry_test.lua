test("sample parry: only offered as an interrupt, never as a prime action", function()
  local g = test.game({
    board = test.open_board(6, 6),
    figures = {
      { id = "a", side = "white", at = "b2", card = "brute", cards = { "sample_parry" } },
      { id = "b", side = "black", at = "c2", card = "brute", cards = { "sample_parry" } },
    },
  })
  expect(g:offers("attack a sample_parry")).to_be(false)
  g:choose("attack a basic")
  g:rig("d20", { "n2" })
  g:choose("interrupt b sample_parry")
  expect(g:figure("a").hp).to_be(70) -- missed, and the parry deals no residual
  expect(g:options()).to_contain("target c2") -- not negated: the attack goes on
end)
