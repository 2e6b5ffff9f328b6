-- Escort: carry a quest token of the given colours to the marked spaces (or home).
local function game(quest, extra)
  local figures = {
    { id = "zazu", side = "blue", at = "a1", card = "zazu" },
    { id = "diva", side = "red", at = "d2", card = "diva" },
  }
  for _, f in ipairs(extra or {}) do
    figures[#figures + 1] = f
  end
  return test.game({
    board = test.open_board(4, 2),
    figures = figures,
    tokens = { b1 = { card = "quest_token", colour = "orange" }, a2 = { card = "quest_token", colour = "red" } },
    start_areas = { blue = { "a1" }, red = { "d2" } },
    quests = { quest },
  })
end

test("bringing the token to a marked space fulfils it and the token leaves", function()
  local g = game({ id = "resistance", script = "escort", colours = { "orange", "blue" }, to = { "d1" } })
  g:play("activate zazu", "move zazu", "move zazu b1", "move zazu c1")
  expect(g:side("blue")["quest resistance"]).to_be_nil()
  g:choose("move zazu d1")
  expect(g:side("blue")["quest resistance"]).to_be(true)
  expect(g:figure("zazu").cards).not_to_contain("quest_token")
end)

test("a token of another colour does not count", function()
  local g = game({ id = "resistance", script = "escort", colours = { "blue" }, to = { "d1" } })
  g:play("activate zazu", "move zazu", "move zazu b1", "move zazu c1", "move zazu d1")
  expect(g:side("blue")["quest resistance"]).to_be_nil()
  expect(g:figure("zazu").cards).to_contain("quest_token")
end)

test("an enemy on the destination denies it", function()
  local g = game(
    { id = "resistance", script = "escort", colours = { "orange" }, to = { "d1" } },
    { { id = "orc1", side = "monsters", at = "d1", card = "orc_marauder" } }
  )
  g:play("activate zazu", "move zazu", "move zazu b1", "move zazu c1")
  g:rig("attack", { "ranged", "ranged", "ranged" }) -- the orc's Guard misses
  g:choose("move zazu d1")
  expect(g:figure("zazu").at).to_be("d1")
  expect(g:side("blue")["quest resistance"]).to_be_nil()
end)

test("`to: start_area`: home is the guild's own start area", function()
  local g = game({ id = "beggars", script = "escort", colours = { "red" }, to = "start_area" })
  g:play("activate zazu", "move zazu", "move zazu a2")
  expect(g:side("blue")["quest beggars"]).to_be_nil()
  g:choose("move zazu a1")
  expect(g:side("blue")["quest beggars"]).to_be(true)
end)

test("`max_guilds`: later guilds get nothing", function()
  -- Red has already fulfilled it.
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
    tokens = { a2 = { card = "quest_token", colour = "red" } },
    start_areas = { blue = { "a1" }, red = { "d2" } },
    side_vars = { red = { ["quest beggars"] = true } },
    quests = { { id = "beggars", script = "escort", colours = { "red" }, to = "start_area", max_guilds = 1 } },
  })
  g:play("activate zazu", "move zazu", "move zazu a2", "move zazu a1")
  expect(g:side("blue")["quest beggars"]).to_be_nil()
end)

test("a quest without `to` or with a bad space is a setup error", function()
  expect_error(function() game({ id = "x", script = "escort", colours = { "red" } }) end, "needs `to`")
  expect_error(
    function() game({ id = "x", script = "escort", colours = { "red" }, to = { "z9" } }) end,
    "`z9` is not a space of the board"
  )
  expect_error(function() game({ id = "x", script = "escort", to = { "d1" } }) end, "needs `colours`")
end)

test("`own_colour`: the carrier's own guild colour, brought home", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
    tokens = { b1 = { card = "quest_token", colour = "red" }, c1 = { card = "quest_token", colour = "blue" } },
    start_areas = { blue = { "a1" }, red = { "d2" } },
    quests = { { id = "bomb", script = "escort", own_colour = true, to = "start_area" } },
  })
  g:play("activate zazu", "move zazu", "move zazu b1", "move zazu a1")
  expect(g:side("blue")["quest bomb"]).to_be_nil() -- red's token
  g:play(
    "end move",
    "end zazu",
    "rest",
    "activate zazu",
    "move zazu",
    "move zazu b1",
    "move zazu c1",
    "end move",
    "end zazu",
    "rest",
    "activate zazu",
    "move zazu",
    "move zazu b1",
    "move zazu a1"
  )
  expect(g:side("blue")["quest bomb"]).to_be(true)
end)
