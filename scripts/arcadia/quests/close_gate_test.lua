-- Close the Gate: end an activation on a gate space with no enemy; remove a spawn token.
local function game(extra)
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
    spawn = { tokens = { ["melee+melee"] = "d1", ["crit+ranged"] = "c2" } },
    quests = { { id = "gate", script = "close_gate", at = { "c1" }, title = "guardian_of_the_gate" } },
  })
end

test("ending the activation on the gate closes it, removes a spawn token, wins the title", function()
  local g = game()
  g:play("activate zazu", "move zazu", "move zazu b1", "move zazu c1")
  expect(g:side("blue")["quest gate"]).to_be_nil() -- only when the activation ends
  g:play("end move", "end zazu")
  expect(g:options()).to_contain("remove spawn melee+melee")
  g:choose("remove spawn melee+melee")
  expect(g:side("blue")["quest gate"]).to_be(true)
  expect(g:side("blue")["title guardian_of_the_gate"]).to_be(true)
  expect(g:vars()["spawn token melee+melee removed"]).to_be(true)
end)

test("passing over the gate is not enough", function()
  local g = game()
  g:play("activate zazu", "move zazu", "move zazu b1", "move zazu c1", "move zazu d1", "end zazu")
  expect(g:side("blue")["quest gate"]).to_be_nil()
end)

test("an enemy on the gate keeps it open", function()
  local g = game({ { id = "goblin1", side = "monsters", at = "c1", card = "goblin_archer" } })
  g:play("activate zazu", "move zazu", "move zazu b1")
  g:rig("attack", { "melee", "melee" }) -- the goblin's Guard misses (ranged needs ranged)
  g:play("move zazu c1", "end move", "end zazu")
  expect(g:side("blue")["quest gate"]).to_be_nil()
end)

test("a gate quest without `at` is a setup error", function()
  expect_error(
    function()
      test.game({
        board = test.open_board(2, 1),
        figures = {
          { id = "zazu", side = "blue", at = "a1", card = "zazu" },
          { id = "diva", side = "red", at = "b1", card = "diva" },
        },
        quests = { { id = "gate", script = "close_gate" } },
      })
    end,
    "needs `at`"
  )
end)
