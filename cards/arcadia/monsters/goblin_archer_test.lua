-- Goblin Archer: a minor minion with a 2-dice ranged attack (Arrow) and 1 life.
local function game()
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "maya", side = "blue", at = "a1", card = "maya", cards = { "slingshot" } },
      { id = "goblin1", side = "monsters", at = "b1", card = "goblin_archer" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
  })
end

test("its Guard attack shoots 2 dice counting ranged faces", function()
  local g = game()
  g:play("activate maya", "move maya")
  g:rig("attack", { "ranged", "melee" })
  g:rig("defence", { "blank" })
  g:choose("move maya a2")
  expect_event(g, "attack_declared", { attacker = "goblin1", kind = "ranged" })
  expect(g:figure("maya").wounds).to_be(1)
end)

test("two wounds (its Overkill) kill it at once", function()
  local g = game()
  g:choose("activate maya")
  g:rig("attack", { "ranged", "ranged" })
  g:choose("attack maya slingshot goblin1")
  expect(g:figure("goblin1").life).to_be(1)
  expect_event(g, "figure_killed", { figure = "goblin1", killer = "maya" })
end)
