-- Greensleeves, Bow Mastery: each CRIT rolled with a Bow card scores one more hit.
local function game(card, diva_at)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "greensleeves", side = "blue", at = "a1", card = "greensleeves", cards = { card } },
      { id = "diva", side = "red", at = diva_at, card = "diva" },
    },
  })
end

test("a CRIT with a bow scores one more hit", function()
  local g = game("slingshot", "d1")
  g:choose("activate greensleeves")
  -- crit (a hit) + melee (a miss for a ranged attack) + the crit's extra die (a miss).
  g:rig("attack", { "crit", "melee", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack greensleeves slingshot diva")
  expect(g:figure("diva").wounds).to_be(2)
  expect_event(g, "results_computed", { attacker = "greensleeves", hits = 2, crits = 1 })
end)

test("a sword gets no extra hit", function()
  local g = game("rusty_blade", "b1")
  g:choose("activate greensleeves")
  g:rig("attack", { "crit", "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack greensleeves rusty_blade diva")
  expect(g:figure("diva").wounds).to_be(1)
end)
