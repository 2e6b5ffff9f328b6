-- Brightsun Arena: quest tokens stay on the board.
local function game(rules)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
    tokens = { b1 = { card = "quest_token", colour = "red" }, c1 = "healing_potion" },
    special_rules = rules,
  })
end

test("a hero crossing a quest token leaves it on the board", function()
  local g = game({ "brightsun_arena_rules" })
  g:play("activate zazu", "move zazu", "move zazu b1", "move zazu c1")
  expect(g:figure("zazu").cards).not_to_contain("quest_token")
  expect(g:figure("zazu").cards).to_contain("healing_potion")
  expect_no_event(g, "token_collected", { token = "quest_token" })
end)

test("without the rule it is picked up", function()
  local g = game(nil)
  g:play("activate zazu", "move zazu", "move zazu b1")
  expect(g:figure("zazu").cards).to_contain("quest_token")
end)
