-- Deathblow: a Boost for any attack; declared before rolling, 3 extra dice; exhausted with it.
local function game(card, zazu_at)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "diva", side = "red", at = "a1", card = "diva", cards = { card, "deathblow" } },
      { id = "zazu", side = "blue", at = zazu_at, card = "zazu", cards = { "aegis" } },
    },
  })
end

test("boosts a melee attack by 3 dice and is exhausted", function()
  local g = game("rusty_blade", "b1")
  g:play("activate diva", "attack diva rusty_blade zazu")
  g:rig("attack", { "melee", "melee", "melee", "melee", "melee", "ranged" })
  -- Zazu: 2 dice + 3 from the Aegis; two saves, and she keeps her rerolls
  g:rig("defence", { "shield", "shield", "blank", "blank", "blank" })
  g:choose("boost deathblow")
  g:choose("keep")
  expect_event(g, "dice_pools_built", { card = "rusty_blade", attack_dice = 6 })
  expect(g:figure("zazu").wounds).to_be(3)
  expect(g:figure("diva").exhausted.deathblow).to_be(true)
end)

test("boosts a ranged attack too", function()
  local g = game("slingshot", "d1")
  g:play("activate diva", "attack diva slingshot zazu", "boost deathblow")
  expect_event(g, "dice_pools_built", { card = "slingshot", attack_dice = 5 })
end)

test("may be kept for later", function()
  local g = game("slingshot", "d1")
  g:play("activate diva", "attack diva slingshot zazu", "roll")
  expect_event(g, "dice_pools_built", { card = "slingshot", attack_dice = 2 })
  expect(g:figure("diva").exhausted.deathblow).to_be_nil()
end)
