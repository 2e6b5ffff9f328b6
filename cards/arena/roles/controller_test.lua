local function game(figs) return test.game({ board = test.open_board(8, 8), figures = figs }) end

test("controller: a hit deals 4 to another enemy next to the target", function()
  local g = game({
    { id = "c", side = "white", at = "a1", card = "controller" },
    { id = "e", side = "black", at = "c3", card = "brute" },
    { id = "n", side = "black", at = "d4", card = "brute" },
  })
  g:choose("attack c basic")
  g:rig("d20", { "n15" })
  g:choose("target c3")
  expect(g:figure("e").hp).to_be(70 - 6)
  expect(g:figure("n").hp).to_be(70 - 4)
end)

test("controller: nothing when no other enemy is next to the target", function()
  local g = game({
    { id = "c", side = "white", at = "a1", card = "controller" },
    { id = "e", side = "black", at = "c3", card = "brute" },
  })
  g:choose("attack c basic")
  g:rig("d20", { "n15" })
  g:choose("target c3")
  expect(g:figure("e").hp).to_be(70 - 6)
end)

-- ATC 6.1.2: "Doors cannot receive Effects (except from Passive Powers)" (issue 21, item 14).
local kit = require("arena.testkit")

test("controller: a hit on a locked door deals 4 to an enemy it sees next to the door", function()
  local g = kit.board({
    { id = "c", side = "white", at = "a4", card = "controller" },
    { id = "e", side = "black", at = "c2", card = "brute" },
  }, { "........", ".L......", "........", "........", "........", "........", "........", "........" })
  kit.act(g, "attack c basic")
  kit.rig(g, 1, "n2")
  kit.act(g, "target b2")
  expect(g:vars()["door_hp " .. g:vars()["door b2"]]).to_be(20 - 6)
  expect(g:figure("e").hp).to_be(70 - 4)
end)
