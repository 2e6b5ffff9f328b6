-- Wayfarer's Charm: once per turn, when its wounded holder takes a point of movement, remove 1
-- wound from it (game.once_per, MODDING §3, "Effects that last").
local function game(wounds)
  return test.game({
    board = test.open_board(6, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "wayfarers_charm" }, wounds = wounds },
      { id = "diva", side = "red", at = "f2", card = "diva" },
    },
    first_player = "blue",
  })
end

test("heals 1 wound at the first step of a turn, not at the second or third", function()
  local g = game(3)
  g:play("activate zazu", "move zazu", "move zazu b1")
  expect(g:figure("zazu").wounds).to_be(2)
  g:play("move zazu c1", "move zazu d1")
  expect(g:figure("zazu").wounds).to_be(2)
end)

test("ready again next turn, and again after an undo or in a fork", function()
  local g = game(3)
  g:play("activate zazu", "move zazu", "move zazu b1", "end move", "end zazu")
  expect(g:figure("zazu").wounds).to_be(2)
  g:play("activate diva", "end diva") -- red's turn: the next turn
  g:play("activate zazu", "move zazu")
  local f = g:fork()
  g:choose("move zazu c1")
  expect(g:figure("zazu").wounds).to_be(1)
  g:undo()
  expect(g:figure("zazu").wounds).to_be(2)
  g:choose("move zazu c1")
  expect(g:figure("zazu").wounds).to_be(1)
  f:choose("move zazu b2")
  expect(f:figure("zazu").wounds).to_be(1)
  f:choose("move zazu c2")
  expect(f:figure("zazu").wounds).to_be(1)
end)

test("an unhurt holder does not spend its once", function()
  local g = game(0)
  g:play("activate zazu", "move zazu", "move zazu b1")
  expect(g:card("wayfarers_charm")["effect_ids"]).to_be_nil()
end)
