-- Rusty Blade: a melee attack with 3 dice, only against a Close target.
local function game(diva_at)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "grom", side = "blue", at = "a1", card = "grom", cards = { "rusty_blade" } },
      { id = "diva", side = "red", at = diva_at, card = "diva" },
    },
  })
end

test("a melee attack with 3 dice", function()
  local g = game("b1")
  g:choose("activate grom")
  g:rig("attack", { "melee", "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack grom rusty_blade diva")
  expect(g:figure("diva").wounds).to_be(3)
  expect(g:card("rusty_blade", "grom").exhausted).to_be(true)
end)

test("ranged faces miss with a melee card", function()
  local g = game("b1")
  g:choose("activate grom")
  g:rig("attack", { "ranged", "ranged", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack grom rusty_blade diva")
  expect(g:figure("diva").wounds).to_be(1)
end)

test("cannot reach a target that is not Close", function()
  local g = game("d1")
  g:choose("activate grom")
  expect(g:offers("attack grom rusty_blade diva")).to_be(false)
end)
