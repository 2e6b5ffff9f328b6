-- Wisp, Stealth: her movement never triggers a monster's Guard.
local function game(hero)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = hero, side = "blue", at = "a1", card = hero },
      { id = "orc1", side = "monsters", at = "b1", card = "orc_marauder" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
  })
end

test("stepping away from a monster triggers no Guard", function()
  local g = game("wisp")
  g:play("activate wisp", "move wisp", "move wisp a2")
  expect_no_event(g, "attack_declared", { attacker = "orc1" })
  expect(g:figure("wisp").at).to_be("a2")
end)

test("another hero stepping away is guarded", function()
  local g = game("zazu")
  g:play("activate zazu", "move zazu")
  g:rig("attack", { "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank" })
  g:choose("move zazu a2")
  expect_event(g, "attack_declared", { attacker = "orc1" })
end)
