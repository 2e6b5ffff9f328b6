-- Slingshot: a ranged attack with 2 dice at any target in line of sight.
test("hits a distant target with ranged faces", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot" } },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
  })
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack zazu slingshot diva")
  expect(g:figure("diva").wounds).to_be(1)
  expect(g:card("slingshot", "zazu").exhausted).to_be(true)
end)

test("needs line of sight", function()
  local g = test.game({
    board = [[
      +---+---+---+
      | .   .   . |
      +   +---+   +
      | . |###| . |
      +   +---+   +
      | .   .   . |
      +---+---+---+
    ]],
    figures = {
      { id = "zazu", side = "blue", at = "a2", card = "zazu", cards = { "slingshot" } },
      { id = "diva", side = "red", at = "c2", card = "diva" },
    },
  })
  g:choose("activate zazu")
  expect(g:offers("attack zazu slingshot diva")).to_be(false)
end)
