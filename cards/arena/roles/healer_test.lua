local function game(figs) return test.game({ board = test.open_board(8, 8), figures = figs }) end

test("healer: a hit heals an ally it sees by 4", function()
  local g = game({
    { id = "h", side = "white", at = "a1", card = "healer" },
    { id = "f", side = "white", at = "a3", card = "tank", vars = { hp = 60 } },
    { id = "e", side = "black", at = "d4", card = "brute" },
  })
  g:choose("attack h basic")
  g:rig("d20", { "n15" })
  g:choose("target d4")
  expect(g:figure("f").hp).to_be(64)
  expect(g:figure("e").hp).to_be(70 - 6)
end)

test("healer: a miss heals nobody", function()
  local g = game({
    { id = "h", side = "white", at = "a1", card = "healer" },
    { id = "f", side = "white", at = "a3", card = "tank", vars = { hp = 60 } },
    { id = "e", side = "black", at = "d4", card = "brute" },
  })
  g:choose("attack h basic")
  g:rig("d20", { "n3" })
  g:choose("target d4")
  expect(g:figure("f").hp).to_be(60)
end)

-- A hit on a locked door is a hit with an attack (ATC 6.1.2: "Doors cannot receive Effects
-- (except from Passive Powers)"; issue 21, item 14).
local kit = require("arena.testkit")

test("healer: a hit on a locked door heals an ally it sees by 4", function()
  local g = kit.board({
    { id = "h", side = "white", at = "a4", card = "healer" },
    { id = "f", side = "white", at = "a6", card = "tank", vars = { hp = 60 } },
    { id = "e", side = "black", at = "h8", card = "brute" },
  }, { "........", ".L......", "........", "........", "........", "........", "........", "........" })
  kit.act(g, "attack h basic")
  kit.rig(g, 1, "n2")
  kit.act(g, "target b2")
  expect(g:vars()["door_hp " .. g:vars()["door b2"]]).to_be(20 - 6)
  expect(g:figure("f").hp).to_be(64)
end)
