-- Precise Shot: a ranged-only Boost; declared before rolling, 2 extra dice; exhausted with it.
local function game(card, zazu_at)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "diva", side = "red", at = "a1", card = "diva", cards = { card, "precise_shot" } },
      { id = "zazu", side = "blue", at = zazu_at, card = "zazu" },
    },
  })
end

test("boosts a ranged attack by 2 dice and is exhausted", function()
  local g = game("slingshot", "d1")
  g:play("activate diva", "attack diva slingshot zazu")
  g:rig("attack", { "ranged", "ranged", "ranged", "melee" })
  g:rig("defence", { "blank", "blank" })
  g:choose("boost precise_shot")
  expect_event(g, "dice_pools_built", { card = "slingshot", attack_dice = 4 })
  expect(g:figure("zazu").wounds).to_be(3)
  expect(g:figure("diva").exhausted.precise_shot).to_be(true)
end)

test("is not offered for a melee attack", function()
  local g = game("rusty_blade", "b1")
  g:choose("activate diva")
  g:rig("attack", { "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack diva rusty_blade zazu")
  expect(g:figure("zazu").wounds).to_be(3)
  expect(g:figure("diva").exhausted.precise_shot).to_be_nil()
end)
