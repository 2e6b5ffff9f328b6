local function game(figs) return test.game({ board = test.open_board(8, 8), figures = figs }) end

test("tactician: +3 damage on an enemy next to one of its allies", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "tactician" },
    { id = "b", side = "black", at = "c2", card = "tank" },
    { id = "f", side = "white", at = "d2", card = "tank" },
  })
  g:choose("attack a basic")
  g:rig("d20", { "n15" })
  g:choose("target c2")
  expect(g:figure("b").hp).to_be(75 - 7 - 3)
end)

test("tactician: nothing extra when the target stands apart", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "tactician" },
    { id = "b", side = "black", at = "c2", card = "tank" },
  })
  g:choose("attack a basic")
  g:rig("d20", { "n15" })
  g:choose("target c2")
  expect(g:figure("b").hp).to_be(75 - 7)
end)

-- ATC 6.1.2: "Doors cannot receive Effects (except from Passive Powers)" (issue 21, item 14).
local kit = require("arena.testkit")
local ROWS = { ".L......", "........", "........", "........", "........", "........", "........", "........" }

test("tactician: +3 on a locked door an ally of the tactician stands next to, not otherwise", function()
  local figures = {
    { id = "t", side = "white", at = "b2", card = "tactician" },
    { id = "z", side = "black", at = "h8", card = "brute" },
  }
  local g = kit.board(figures, ROWS)
  kit.act(g, "attack t basic")
  kit.rig(g, 1, "n2")
  kit.act(g, "target b1")
  expect(g:vars()["door_hp " .. g:vars()["door b1"]]).to_be(20 - 7)
  figures[#figures + 1] = { id = "f", side = "white", at = "c1", card = "tank" }
  local h = kit.board(figures, ROWS)
  kit.act(h, "attack t basic")
  kit.rig(h, 1, "n2")
  kit.act(h, "target b1")
  expect(h:vars()["door_hp " .. h:vars()["door b1"]]).to_be(20 - 7 - 3)
end)
