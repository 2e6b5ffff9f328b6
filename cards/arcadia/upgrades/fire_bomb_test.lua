-- Fire Bomb: a 3-dice ranged bomb; any hit lays the guild's minefield on the target's space and
-- every space Close to it.
local function game()
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "fire_bomb" } },
      { id = "diva", side = "red", at = "c1", card = "diva" },
    },
  })
end

test("a hit lays the minefield around the target", function()
  local g = game()
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "melee", "melee" })
  g:rig("defence", { "shield", "blank", "blank", "blank" })
  g:choose("attack zazu fire_bomb diva")
  local v = g:vars()
  for _, s in ipairs({ "c1", "b1", "d1", "c2" }) do
    expect(v["mine " .. s .. " blue"]).to_be("fire_bomb")
  end
  expect(v["mine a1 blue"]).to_be_nil()
end)

test("no hit, no minefield", function()
  local g = game()
  g:choose("activate zazu")
  g:rig("attack", { "melee", "melee", "melee" })
  g:choose("attack zazu fire_bomb diva")
  expect(g:vars()["mine c1 blue"]).to_be_nil()
end)

test("an enemy hero entering the minefield suffers the bomb's attack", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "diva", side = "red", at = "d1", card = "diva" },
      { id = "zazu", side = "blue", at = "a2", card = "zazu", cards = { "fire_bomb" } },
    },
    mines = { c1 = { blue = "fire_bomb" } },
  })
  g:play("activate diva", "move diva")
  g:rig("attack", { "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("move diva c1")
  expect(g:figure("diva").wounds).to_be(3)
end)

-- p.27: "he suffers an attack like the original Bomb attack (though any Abilities or Rerolls
-- don't apply to this attack)": the victim, with Aegis's two rerolls, is not offered any.
test("a minefield's attack takes no rerolls, not even the victim's", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "diva", side = "red", at = "d1", card = "diva", cards = { "aegis" } },
      { id = "zazu", side = "blue", at = "a2", card = "zazu", cards = { "fire_bomb" } },
    },
    mines = { c1 = { blue = "fire_bomb" } },
  })
  g:play("activate diva", "move diva")
  g:rig("attack", { "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank", "blank", "blank", "blank", "blank", "blank" })
  g:choose("move diva c1")
  expect(g:prompt()).not_to_contain("reroll")
  expect(g:figure("diva").wounds).to_be(3)
  expect(g:figure("diva").at).to_be("c1")
end)
