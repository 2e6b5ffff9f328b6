-- Scarlet, Backstab: one more attack die against a flanked target.
local function game(grom_at)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "scarlet", side = "blue", at = "a1", card = "scarlet", cards = { "rusty_blade" } },
      { id = "grom", side = "blue", at = grom_at, card = "grom" },
      { id = "diva", side = "red", at = "b1", card = "diva" },
    },
  })
end

test("one more die against a flanked target", function()
  local g = game("c1")
  g:choose("activate scarlet")
  g:rig("attack", { "melee", "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack scarlet rusty_blade diva")
  expect(g:figure("diva").wounds).to_be(4)
end)

test("no extra die when nobody else is Close to the target", function()
  local g = game("d2")
  g:choose("activate scarlet")
  g:rig("attack", { "melee", "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack scarlet rusty_blade diva")
  expect(g:figure("diva").wounds).to_be(3)
end)
