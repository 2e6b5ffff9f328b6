-- Kanga, Sacrifice: she may take 1 wound instead of exhausting a card, unless it would kill her.
local function game(wounds)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "kanga", side = "blue", at = "a1", card = "kanga", cards = { "rusty_blade" }, wounds = wounds },
      { id = "diva", side = "red", at = "b1", card = "diva" },
    },
  })
end

test("takes a wound instead of exhausting", function()
  local g = game(0)
  g:choose("activate kanga")
  g:rig("attack", { "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack kanga rusty_blade diva")
  expect(g:prompt()).to_contain("Sacrifice")
  g:choose("wound instead")
  expect(g:figure("kanga").wounds).to_be(1)
  expect(g:figure("kanga").exhausted.rusty_blade).to_be_nil()
  expect(g:figure("diva").wounds).to_be(3)
end)

test("may be declined", function()
  local g = game(0)
  g:choose("activate kanga")
  g:rig("attack", { "ranged", "ranged", "ranged" })
  g:choose("attack kanga rusty_blade diva")
  g:choose("exhaust rusty_blade")
  expect(g:figure("kanga").wounds).to_be(0)
  expect(g:figure("kanga").exhausted.rusty_blade).to_be(true)
end)

test("is not offered when the wound would kill her", function()
  local g = game(3)
  g:choose("activate kanga")
  g:rig("attack", { "ranged", "ranged", "ranged" })
  g:choose("attack kanga rusty_blade diva")
  expect(g:prompt()).to_be("kanga is active")
  expect(g:figure("kanga").exhausted.rusty_blade).to_be(true)
end)
