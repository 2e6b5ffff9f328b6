local function game(figs) return test.game({ board = test.open_board(8, 8), figures = figs }) end

test("shooter: +3 on a target 4 or more squares away, not closer", function()
  local g = game({
    { id = "s", side = "white", at = "a1", card = "shooter" },
    { id = "e", side = "black", at = "a5", card = "brute" },
    { id = "n", side = "black", at = "c3", card = "brute" },
  })
  g:choose("attack s basic")
  g:rig("d20", { "n15" })
  g:choose("target a5")
  expect(g:figure("e").hp).to_be(70 - 8 - 3)
  local h = game({
    { id = "s", side = "white", at = "a1", card = "shooter" },
    { id = "n", side = "black", at = "c3", card = "brute" },
  })
  h:choose("attack s basic")
  h:rig("d20", { "n15" })
  h:choose("target c3")
  expect(h:figure("n").hp).to_be(70 - 8)
end)

-- ATC 6.1.2: "Doors cannot receive Effects (except from Passive Powers)" (issue 21, item 14).
local kit = require("arena.testkit")
local ROWS = { "L.......", "........", "........", "........", "........", "........", "........", "........" }

test("shooter: its passive adds to the damage of a hit on a locked door 4 or more squares away", function()
  local g = kit.board({
    { id = "s", side = "white", at = "a5", card = "shooter" },
    { id = "z", side = "black", at = "h8", card = "brute" },
  }, ROWS)
  local door = g:vars()["door a1"]
  expect(g:vars()["door_hp " .. door]).to_be(20)
  kit.act(g, "attack s basic")
  kit.rig(g, 1, "n2") -- any roll but a natural 1 hits a door
  kit.act(g, "target a1")
  expect_event(g, "door_hit", { attacker = "s" })
  expect(g:vars()["door_hp " .. door]).to_be(20 - 8 - 3)
end)

test("shooter: no bonus on a door closer than 4 squares", function()
  local g = kit.board({
    { id = "s", side = "white", at = "a3", card = "shooter" },
    { id = "z", side = "black", at = "h8", card = "brute" },
  }, ROWS)
  kit.act(g, "attack s basic")
  kit.rig(g, 1, "n2")
  kit.act(g, "target a1")
  expect(g:vars()["door_hp " .. g:vars()["door a1"]]).to_be(20 - 8)
end)
