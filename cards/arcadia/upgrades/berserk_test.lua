-- Berserk: a melee-only Boost; its holder suffers 1 wound to roll 3 extra dice, never the wound
-- that would kill it; exhausted with the attack.
local function game(card, zazu_at, wounds)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "diva", side = "red", at = "a1", card = "diva", cards = { card, "berserk" }, wounds = wounds },
      { id = "zazu", side = "blue", at = zazu_at, card = "zazu", cards = { "aegis" } },
    },
  })
end

test("one wound buys 3 extra dice; the card is exhausted", function()
  local g = game("rusty_blade", "b1", 0)
  g:play("activate diva", "attack diva rusty_blade zazu")
  g:rig("attack", { "melee", "melee", "melee", "melee", "melee", "ranged" })
  g:rig("defence", { "shield", "shield", "blank", "blank", "blank" })
  g:choose("boost berserk")
  g:choose("keep")
  expect_event(g, "dice_pools_built", { card = "rusty_blade", attack_dice = 6 })
  expect(g:figure("diva").wounds).to_be(1)
  expect(g:figure("zazu").wounds).to_be(3)
  expect(g:figure("diva").exhausted.berserk).to_be(true)
end)

test("is not offered when the wound would kill its holder", function()
  local g = game("rusty_blade", "b1", 3)
  g:play("activate diva", "attack diva rusty_blade zazu")
  expect(g:offers("boost berserk")).to_be(false)
end)

test("is not offered for a ranged attack", function()
  local g = game("slingshot", "d1", 0)
  g:play("activate diva", "attack diva slingshot zazu")
  expect(g:offers("boost berserk")).to_be(false)
end)
