-- Spear Beastman: one more attack die while another monster is Close to it.
local function attack_from(orc_at)
  local g = test.game({
    board = test.open_board(5, 2),
    figures = {
      { id = "maya", side = "blue", at = "a1", card = "maya" },
      { id = "spear", side = "monsters", at = "b1", card = "spear_beastman" },
      { id = "orc1", side = "monsters", at = orc_at, card = "orc_marauder" },
      { id = "diva", side = "red", at = "e2", card = "diva" },
    },
  })
  g:play("activate maya", "move maya")
  g:rig("attack", { "ranged", "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank" })
  g:choose("move maya a2")
  return g
end

test("rolls an extra die with another monster Close", function()
  local g = attack_from("c1")
  expect_event(g, "dice_pools_built", { attacker = "spear", attack_dice = 4 })
  expect(g:figure("maya").wounds).to_be(4)
end)

test("rolls its 3 dice alone", function()
  local g = attack_from("e1")
  expect_event(g, "dice_pools_built", { attacker = "spear", attack_dice = 3 })
  expect(g:figure("maya").wounds).to_be(3)
end)
