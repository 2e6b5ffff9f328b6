-- King of the Arena: markers dropped by ending activations on the arena's token spaces.
local function game(marks)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
    quests = { { id = "king", script = "king_of_the_arena", at = { "b1", "c2" }, marks = marks } },
  })
end

local function end_on(g, hero, path)
  g:play("activate " .. hero, "move " .. hero)
  for _, s in ipairs(path) do
    g:choose("move " .. hero .. " " .. s)
  end
  if g:offers("end move") then g:choose("end move") end
  g:choose("end " .. hero)
end

test("ending an activation on a token space drops a marker; `marks` markers win", function()
  local g = game(2)
  end_on(g, "zazu", { "b1" })
  expect(g:side("blue")["quest king marks"]).to_be(1)
  expect(g:side("blue")["quest king"]).to_be_nil()
  g:choose("rest") -- red
  g:play("activate zazu", "end zazu")
  expect(g:side("blue")["quest king"]).to_be(true)
end)

test("a marker on every token space wins too", function()
  local g = game(5)
  end_on(g, "zazu", { "b1" })
  g:choose("rest")
  end_on(g, "zazu", { "b2", "c2" })
  expect(g:side("blue")["quest king marks"]).to_be(2)
  expect(g:side("blue")["quest king"]).to_be(true)
end)

test("passing over a token space drops nothing", function()
  local g = game(1)
  end_on(g, "zazu", { "b1", "c1" })
  expect(g:side("blue")["quest king marks"]).to_be_nil()
end)

test("a quest without `at` is a setup error", function()
  expect_error(
    function()
      test.game({
        board = test.open_board(2, 1),
        figures = {
          { id = "zazu", side = "blue", at = "a1", card = "zazu" },
          { id = "diva", side = "red", at = "b1", card = "diva" },
        },
        quests = { { id = "king", script = "king_of_the_arena" } },
      })
    end,
    "needs `at`"
  )
end)
