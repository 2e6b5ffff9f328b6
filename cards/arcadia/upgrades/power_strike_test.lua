-- Power Strike: a melee Boost; declared before rolling, the attack rolls 1 extra die, and the
-- card is exhausted with the attack.
local function game(card, diva_at)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "grom", side = "blue", at = "a1", card = "grom", cards = { card, "power_strike" } },
      { id = "diva", side = "red", at = diva_at, card = "diva" },
    },
  })
end

test("boosts a melee attack by one die and is exhausted", function()
  local g = game("rusty_blade", "b1")
  g:choose("activate grom")
  g:choose("attack grom rusty_blade diva")
  expect(g:prompt()).to_be("grom may add boosts and effects before rolling")
  g:rig("attack", { "melee", "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("boost power_strike")
  expect(g:figure("diva").wounds).to_be(4)
  expect(g:figure("grom").exhausted.power_strike).to_be(true)
end)

test("may be kept for later", function()
  local g = game("rusty_blade", "b1")
  g:choose("activate grom")
  g:choose("attack grom rusty_blade diva")
  g:rig("attack", { "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("roll")
  expect(g:figure("diva").wounds).to_be(3)
  expect(g:figure("grom").exhausted.power_strike).to_be_nil()
end)

test("is not offered for a ranged attack", function()
  local g = game("slingshot", "d1")
  g:choose("activate grom")
  g:rig("attack", { "ranged", "ranged" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack grom slingshot diva")
  expect(g:figure("diva").wounds).to_be(2)
end)
