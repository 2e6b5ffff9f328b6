-- Blood Pact: before rolling an attack, its holder may suffer 1 wound to roll 2 extra dice,
-- unless that wound would kill it.
local function game(wounds)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot", "blood_pact" }, wounds = wounds },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
end

test("one wound buys two extra dice; the card stays ready", function()
  local g = game(0)
  g:play("activate zazu", "attack zazu slingshot diva")
  g:rig("attack", { "ranged", "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("use blood_pact")
  expect(g:figure("zazu").wounds).to_be(1)
  expect(g:figure("diva").wounds).to_be(4)
  expect(g:figure("zazu").exhausted.blood_pact).to_be_nil()
end)

test("is not offered when the wound would kill its holder", function()
  local g = game(3)
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "ranged" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack zazu slingshot diva")
  expect(g:figure("diva").wounds).to_be(2)
  expect(g:figure("zazu").wounds).to_be(3)
end)
