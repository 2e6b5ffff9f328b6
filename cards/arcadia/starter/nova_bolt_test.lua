-- Nova Bolt: a CRIT adds a second target Close to the first.
local BOARD = [[
  +---+---+---+---+
  | .   .   .   . |
  +   +   +   +   +
  | .   .   .   . |
  +---+---+---+---+
]]

test("a CRIT adds a second target close to the first", function()
  local g = test.game({
    board = BOARD,
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "nova_bolt" } },
      { id = "goblin1", side = "monsters", at = "c1", card = "goblin_archer" },
      { id = "diva", side = "red", at = "c1", card = "diva" },
    },
  })
  g:choose("activate zazu")
  g:rig("attack", { "crit", "ranged", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack zazu nova_bolt goblin1")
  expect(g:prompt()).to_be("Nova Bolt: a second target?")
  g:choose("second target diva")
  expect(g:figure("diva").wounds).to_be(2)
  expect(g:figure("goblin1").on_board).to_be(false)
  expect_event(g, "figure_killed", { figure = "goblin1", killer = "zazu", card = "nova_bolt" })
end)

test("without a CRIT there is no second target", function()
  local g = test.game({
    board = BOARD,
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "nova_bolt" }, wounds = 2 },
      { id = "goblin1", side = "monsters", at = "c1", card = "goblin_archer" },
      { id = "diva", side = "red", at = "c1", card = "diva" },
    },
  })
  expect(g:figure("zazu").wounds).to_be(2)
  g:play("activate zazu")
  g:rig("attack", "ranged", "ranged", "melee")
  g:choose("attack zazu nova_bolt goblin1")
  expect(g:prompt()).to_be("zazu is active")
  expect(g:figure("diva").wounds).to_be(0)
end)
