-- Collect quest tokens: a guild's heroes hold `count` tokens of a card at once.
local function game(count)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
    tokens = { b1 = { card = "quest_token", colour = "red" }, c1 = { card = "quest_token", colour = "blue" } },
    quests = { { id = "tokens", script = "collect_tokens", count = count } },
  })
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

local function coloured(spec)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
    tokens = { b1 = { card = "quest_token", colour = "green" }, c1 = { card = "quest_token", colour = "red" } },
    quests = { spec },
  })
end

test("`colours`: a token of another colour does not count", function()
  local g = coloured({ id = "weapons", script = "collect_tokens", colours = { "red", "blue" } })
  g:play("activate zazu", "move zazu", "move zazu b1")
  expect(g:figure("zazu").cards).to_contain("quest_token")
  expect(g:side("blue")["quest weapons"]).to_be_nil()
  g:choose("move zazu c1")
  expect(g:side("blue")["quest weapons"]).to_be(true)
end)

test("`consume`: the counted token leaves the game, the others stay", function()
  local g = coloured({ id = "weapons", script = "collect_tokens", colours = { "red" }, consume = true })
  g:play("activate zazu", "move zazu", "move zazu b1", "move zazu c1")
  expect(g:side("blue")["quest weapons"]).to_be(true)
  local n = 0
  for _, c in ipairs(g:figure("zazu").cards) do
    if c == "quest_token" then n = n + 1 end
  end
  expect(n).to_be(1) -- the green one
end)

test("`max_guilds`: once N guilds fulfilled it, no more", function()
  local g = coloured({ id = "weapons", script = "collect_tokens", colours = { "red" }, max_guilds = 0 })
  g:play("activate zazu", "move zazu", "move zazu b1", "move zazu c1")
  expect(g:side("blue")["quest weapons"]).to_be_nil()
end)

test("an unknown colour is a setup error", function()
  expect_error(
    function() coloured({ id = "weapons", script = "collect_tokens", colours = { "purple" } }) end,
    "`purple` is not a quest token colour"
  )
end)

test("`own_colour`: only the token of the guild's own colour counts", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
    tokens = { b1 = { card = "quest_token", colour = "red" }, c1 = { card = "quest_token", colour = "blue" } },
    quests = { { id = "bomb", script = "collect_tokens", own_colour = true, title = "warden_of_fire" } },
  })
  g:play("activate zazu", "move zazu", "move zazu b1")
  expect(g:side("blue")["quest bomb"]).to_be_nil()
  g:choose("move zazu c1")
  expect(g:side("blue")["quest bomb"]).to_be(true)
  expect(g:side("blue")["title warden_of_fire"]).to_be(true)
end)
