-- Hammer Beastman: a hero it wounds is Dazed (rolls no defence) until its guild rests.
local function guarded(attack)
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "maya", side = "blue", at = "a1", card = "maya" },
      { id = "hammer", side = "monsters", at = "b1", card = "hammer_beastman" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
  })
  g:play("activate maya", "move maya")
  g:rig("attack", attack)
  g:rig("defence", { "blank" })
  g:choose("move maya a2")
  return g
end

test("dazes a hero it wounds until the hero's guild rests", function()
  local g = guarded({ "melee", "ranged", "ranged", "ranged" })
  expect(g:figure("maya").wounds).to_be(1)
  expect(g:figure("maya").dazed).to_be(true)
  g:play("end move", "end maya", "rest")
  expect(g:figure("maya").dazed).to_be(true) -- red's rest
  g:choose("rest")
  expect(g:figure("maya").dazed).to_be_nil()
end)

test("no wound, no daze", function()
  local g = guarded({ "ranged", "ranged", "ranged", "ranged" })
  expect(g:figure("maya").dazed).to_be_nil()
end)
