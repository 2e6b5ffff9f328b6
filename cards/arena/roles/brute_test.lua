local function game(figs) return test.game({ board = test.open_board(8, 8), figures = figs }) end

test("brute: +4 damage on an enemy with no ally of the brute next to it", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "b", side = "black", at = "c2", card = "tank" },
  })
  expect(g:figure("a").hp).to_be(70)
  expect(g:figure("a").defence).to_be(9)
  g:choose("attack a basic")
  g:rig("d20", { "n15" })
  g:choose("target c2")
  expect(g:figure("b").hp).to_be(75 - 8 - 4)
end)

test("brute: no bonus when an ally of the brute stands next to the target", function()
  local g = game({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "b", side = "black", at = "c2", card = "tank" },
    { id = "f", side = "white", at = "d2", card = "tank" },
  })
  g:choose("attack a basic")
  g:rig("d20", { "n15" })
  g:choose("target c2")
  expect(g:figure("b").hp).to_be(75 - 8)
end)

-- ATC 6.1.2: "Doors cannot receive Effects (except from Passive Powers)" (issue 21, item 14).
local kit = require("arena.testkit")
local ROWS = { ".L......", "........", "........", "........", "........", "........", "........", "........" }

test("brute: +4 on a locked door with no ally of the brute next to it", function()
  local g = kit.board({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "z", side = "black", at = "h8", card = "brute" },
  }, ROWS)
  kit.act(g, "attack a basic")
  kit.rig(g, 1, "n2")
  kit.act(g, "target b1")
  expect(g:vars()["door_hp " .. g:vars()["door b1"]]).to_be(20 - 8 - 4)
end)

test("brute: no bonus on a door with an ally of the brute next to it", function()
  local g = kit.board({
    { id = "a", side = "white", at = "b2", card = "brute" },
    { id = "f", side = "white", at = "c1", card = "tank" },
    { id = "z", side = "black", at = "h8", card = "brute" },
  }, ROWS)
  kit.act(g, "attack a basic")
  kit.rig(g, 1, "n2")
  kit.act(g, "target b1")
  expect(g:vars()["door_hp " .. g:vars()["door b1"]]).to_be(20 - 8)
end)
