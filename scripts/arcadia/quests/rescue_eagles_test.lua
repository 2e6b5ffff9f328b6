-- Rescue the Eagles: carry an eagle (quest token) to the marked portal space.
local function game(quest)
  return test.game({
    board = test.open_board(4, 2),
    portals = { blue = { "d1", "a2" } },
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
    tokens = { b1 = { card = "quest_token", colour = "green" } },
    quests = { quest },
  })
end

test("carrying an eagle to the portal frees it and fulfils the quest", function()
  local g = game({ id = "eagles", script = "rescue_eagles", at = { "d1" }, title = "lord_of_eagles" })
  g:play("activate zazu", "move zazu", "move zazu b1", "move zazu c1")
  expect(g:side("blue")["quest eagles"]).to_be_nil()
  g:choose("move zazu d1")
  expect(g:side("blue")["quest eagles"]).to_be(true)
  expect(g:side("blue")["title lord_of_eagles"]).to_be(true)
  expect(g:figure("zazu").cards).not_to_contain("quest_token")
end)

test("reaching the portal without an eagle does nothing", function()
  local g = game({ id = "eagles", script = "rescue_eagles", at = { "a2" } })
  g:play("activate zazu", "move zazu", "move zazu a2")
  expect(g:side("blue")["quest eagles"]).to_be_nil()
end)

test("`colours` limits which tokens are eagles", function()
  local g = game({ id = "eagles", script = "rescue_eagles", at = { "d1" }, colours = { "red" } })
  g:play("activate zazu", "move zazu", "move zazu b1", "move zazu c1", "move zazu d1")
  expect(g:side("blue")["quest eagles"]).to_be_nil()
end)

test("a quest without `at` is a setup error", function()
  expect_error(function() game({ id = "eagles", script = "rescue_eagles" }) end, "needs `at`")
end)
