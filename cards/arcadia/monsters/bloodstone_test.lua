-- Bloodstone: an object with life and defence that never attacks, reacts or comes back.
local function game()
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "grom", side = "blue", at = "a1", card = "grom", cards = { "rusty_blade" } },
      { id = "stone1", side = "monsters", at = "b1", card = "bloodstone" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
  })
end

test("it has life and defence from its card", function()
  local g = game()
  expect(g:figure("stone1").life).to_be(3)
  expect(g:figure("stone1").defence).to_be(1)
end)

test("a hero may walk away from it: no Guard", function()
  local g = game()
  g:play("activate grom", "move grom", "move grom a2")
  expect(g:figure("grom").wounds).to_be(0)
  expect(g:figure("grom").at).to_be("a2")
  expect_no_event(g, "attack_declared", { attacker = "stone1" })
end)

test("hitting it without destroying it brings no Payback", function()
  local g = game()
  g:choose("activate grom")
  g:rig("attack", { "melee", "ranged", "ranged" })
  g:rig("defence", { "blank" })
  g:choose("attack grom rusty_blade stone1")
  expect(g:figure("stone1").wounds).to_be(1)
  expect(g:figure("grom").wounds).to_be(0)
  expect_no_event(g, "attack_declared", { attacker = "stone1" })
end)

test("a destroyed stone goes to the box, not to the spawn tile", function()
  local g = game()
  g:choose("activate grom")
  g:rig("attack", { "melee", "melee", "melee" })
  g:rig("defence", { "blank" })
  g:choose("attack grom rusty_blade stone1")
  expect_event(g, "figure_killed", { figure = "stone1", killer = "grom" })
  expect(g:figure("stone1").boxed).to_be(true)
  expect(g:vars().spawn_tile).to_be("")
end)
