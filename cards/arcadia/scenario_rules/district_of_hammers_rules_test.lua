-- District of Hammers: a lost weapon is handed in for its Reward card.
local function game(rules)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
    tokens = { b1 = { card = "quest_token", colour = "red" }, c1 = { card = "quest_token", colour = "green" } },
    quests = {
      {
        id = "weapons",
        script = "collect_tokens",
        colours = { "red", "blue" },
        max_guilds = 2,
        rewards = { "moon_ring", "moon_ring" },
      },
    },
    special_rules = rules,
  })
end

test("the red token leaves when it fulfils the quest; the reward takes its place", function()
  local g = game({ "district_of_hammers_rules" })
  g:play("activate zazu", "move zazu", "move zazu b1")
  expect(g:side("blue")["quest weapons"]).to_be(true)
  expect(g:figure("zazu").cards).not_to_contain("quest_token")
  expect(g:figure("zazu").cards).to_contain("moon_ring")
end)

test("a token of another colour is kept", function()
  local g = game({ "district_of_hammers_rules" })
  g:play("activate zazu", "move zazu", "move zazu b1", "move zazu c1")
  expect(g:figure("zazu").cards).to_contain("quest_token") -- the green one
end)

test("without the rule the weapon token stays with the hero", function()
  local g = game(nil)
  g:play("activate zazu", "move zazu", "move zazu b1")
  expect(g:figure("zazu").cards).to_contain("quest_token")
end)
