-- Life Drain: each wound it deals heals one wound of its caster.
local function game(maya_wounds)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "maya", side = "blue", at = "a1", card = "maya", cards = { "life_drain" }, wounds = maya_wounds },
      { id = "diva", side = "red", at = "d1", card = "diva" },
    },
  })
end

test("heals its caster one wound per wound dealt", function()
  local g = game(2)
  g:choose("activate maya")
  g:rig("attack", { "ranged", "ranged" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack maya life_drain diva")
  expect(g:figure("diva").wounds).to_be(2)
  expect(g:figure("maya").wounds).to_be(0)
  expect_event(g, "wounds_dealt", { attacker = "maya", target = "diva", card = "life_drain", wounds = 2 })
end)

test("never heals below zero wounds", function()
  local g = game(1)
  g:choose("activate maya")
  g:rig("attack", { "ranged", "ranged" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack maya life_drain diva")
  expect(g:figure("maya").wounds).to_be(0)
end)

test("heals nothing when every hit is saved", function()
  local g = game(2)
  g:choose("activate maya")
  g:rig("attack", { "ranged", "ranged" })
  g:rig("defence", { "shield", "shield", "blank", "blank" })
  g:choose("attack maya life_drain diva")
  expect(g:figure("diva").wounds).to_be(0)
  expect(g:figure("maya").wounds).to_be(2)
end)
