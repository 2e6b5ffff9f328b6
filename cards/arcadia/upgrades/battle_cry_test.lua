-- Battle Cry: a Boost for any attack; declared before rolling, 2 extra dice; exhausted with it.
local function game(card, zazu_at)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "diva", side = "red", at = "a1", card = "diva", cards = { card, "battle_cry" } },
      { id = "zazu", side = "blue", at = zazu_at, card = "zazu" },
    },
  })
end

test("boosts a ranged attack by 2 dice and is exhausted", function()
  local g = game("slingshot", "d1")
  g:play("activate diva", "attack diva slingshot zazu")
  expect(g:prompt()).to_be("diva may add boosts and effects before rolling")
  g:rig("attack", { "ranged", "ranged", "ranged", "melee" })
  g:rig("defence", { "blank", "blank" })
  g:choose("boost battle_cry")
  expect_event(g, "dice_pools_built", { card = "slingshot", attack_dice = 4 })
  expect(g:figure("zazu").wounds).to_be(3)
  expect(g:figure("diva").exhausted.battle_cry).to_be(true)
end)

test("boosts a melee attack too", function()
  local g = game("rusty_blade", "b1")
  g:play("activate diva", "attack diva rusty_blade zazu", "boost battle_cry")
  expect_event(g, "dice_pools_built", { card = "rusty_blade", attack_dice = 5 })
end)

test("may be kept for later", function()
  local g = game("rusty_blade", "b1")
  g:play("activate diva", "attack diva rusty_blade zazu")
  g:rig("attack", { "melee", "melee", "ranged" })
  g:rig("defence", { "blank", "blank" })
  g:choose("roll")
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("diva").exhausted.battle_cry).to_be_nil()
end)

test("an exhausted Battle Cry is not offered", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      {
        id = "diva",
        side = "red",
        at = "a1",
        card = "diva",
        cards = { "rusty_blade", "battle_cry" },
        exhausted = { "battle_cry" },
      },
      { id = "zazu", side = "blue", at = "b1", card = "zazu" },
    },
  })
  g:rig("attack", { "melee", "melee", "melee" })
  g:rig("defence", { "blank", "blank" })
  g:play("activate diva", "attack diva rusty_blade zazu")
  expect(g:figure("zazu").wounds).to_be(3)
end)
