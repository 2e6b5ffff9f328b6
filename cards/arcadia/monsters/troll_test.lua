-- Troll: its attack targets every hero Close to it.
test("Crush Your Heads! hits every Close hero, not monsters or distant heroes", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "maya", side = "blue", at = "a1", card = "maya" },
      { id = "zazu", side = "blue", at = "c1", card = "zazu" },
      { id = "troll", side = "monsters", at = "b1", card = "troll" },
      { id = "goblin1", side = "monsters", at = "b1", card = "goblin_archer" },
      { id = "diva", side = "red", at = "b2", card = "diva" },
      { id = "wisp", side = "red", at = "d2", card = "wisp" },
    },
  })
  g:play("activate maya", "move maya")
  g:rig("attack", { "melee", "melee", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank", "blank", "blank", "blank", "blank", "blank" })
  g:choose("move maya a2")
  g:choose("guard troll")
  local troll_attack = expect_event(g, "targets_confirmed", { attacker = "troll" })
  expect(troll_attack.targets).to_contain("maya")
  expect(troll_attack.targets).to_contain("zazu")
  expect(troll_attack.targets).to_contain("diva")
  expect(troll_attack.targets).not_to_contain("wisp")
  expect(troll_attack.targets).not_to_contain("goblin1")
end)
