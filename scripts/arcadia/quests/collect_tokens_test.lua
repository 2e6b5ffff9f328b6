-- Collect quest tokens: a guild's heroes hold `count` tokens of a card at once.
local function game(count)
  return test.game{
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
    tokens = { b1 = { card = "quest_token", colour = "red" }, c1 = { card = "quest_token", colour = "blue" } },
    quests = { { id = "tokens", script = "collect_tokens", count = count } },
  }
end

test("holding the tokens fulfils the quest", function()
  local g = game(2)
  g:play("activate zazu", "move zazu", "move zazu b1")
  expect(g:side("blue")["quest tokens"]).to_be_nil()
  g:choose("move zazu c1")
  expect(g:side("blue")["quest tokens"]).to_be(true)
end)

test("one token is enough by default", function()
  local g = game(nil)
  g:play("activate zazu", "move zazu", "move zazu b1")
  expect(g:side("blue")["quest tokens"]).to_be(true)
end)
