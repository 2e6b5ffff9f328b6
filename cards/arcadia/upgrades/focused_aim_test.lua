-- Focused Aim: ranged attacks only; exhaust the Hero card before rolling to roll 1 extra die.
local function game(card, diva_at)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { card, "focused_aim" } },
      { id = "diva", side = "red", at = diva_at, card = "diva" },
    },
  })
end

test("exhausting the hero card adds a die to a ranged attack", function()
  local g = game("slingshot", "d1")
  g:play("activate zazu", "attack zazu slingshot diva")
  g:rig("attack", { "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("use focused_aim")
  expect(g:figure("diva").wounds).to_be(3)
  expect(g:figure("zazu").exhausted.zazu).to_be(true)
  expect(g:figure("zazu").exhausted.focused_aim).to_be_nil()
end)

test("is not offered for a melee attack", function()
  local g = game("rusty_blade", "b1")
  g:choose("activate zazu")
  g:rig("attack", { "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack zazu rusty_blade diva")
  expect(g:figure("diva").wounds).to_be(3)
end)
