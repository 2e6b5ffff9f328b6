-- Sister of Pleasure: each CRIT she rolls when attacking heals 2 of her wounds.
local function guarded(wounds, attack)
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "maya", side = "blue", at = "a1", card = "maya" },
      { id = "sister", side = "monsters", at = "b1", card = "sister_of_pleasure", wounds = wounds },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
  })
  g:play("activate maya", "move maya")
  g:rig("attack", attack)
  g:rig("defence", { "blank" })
  g:choose("move maya a2")
  return g
end

test("heals two wounds per CRIT", function()
  local g = guarded(2, { "crit", "ranged", "ranged", "melee" })
  expect(g:figure("maya").wounds).to_be(3)
  expect(g:figure("sister").wounds).to_be(0)
end)

test("heals nothing without a CRIT", function()
  local g = guarded(2, { "ranged", "ranged", "melee" })
  expect(g:figure("sister").wounds).to_be(2)
end)
