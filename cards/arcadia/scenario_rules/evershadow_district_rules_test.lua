-- Evershadow District: the Blue and Orange tokens hide an ambush by a Sister of Pleasure.
local function game(extra)
  local figures = {
    { id = "zazu", side = "blue", at = "a1", card = "zazu" },
    { id = "diva", side = "red", at = "d2", card = "diva" },
    { id = "sister1", side = "monsters", at = "d1", card = "sister_of_pleasure", off_board = true },
  }
  for _, f in ipairs(extra or {}) do
    figures[#figures + 1] = f
  end
  return test.game({
    board = test.open_board(4, 2),
    figures = figures,
    tokens = { b1 = { card = "quest_token", colour = "orange" }, a2 = { card = "quest_token", colour = "red" } },
    special_rules = { "evershadow_district_rules" },
  })
end

test("revealing the orange token brings a Sister of Pleasure who attacks the finder", function()
  local g = game()
  g:play("activate zazu", "move zazu")
  g:rig("attack", { "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank" })
  g:choose("move zazu b1")
  expect(g:figure("sister1").at).to_be("b1")
  expect_event(g, "attack_declared", { attacker = "sister1" })
  expect(g:figure("zazu").wounds).to_be(3)
  expect(g:figure("zazu").cards).not_to_contain("quest_token")
end)

test("the red token is a noble to save: no ambush", function()
  local g = game()
  g:play("activate zazu", "move zazu", "move zazu a2")
  expect(g:figure("zazu").cards).to_contain("quest_token")
  expect(g:figure("sister1").on_board).to_be(false)
end)

test("with no Sister waiting, the token just leaves", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
    tokens = { b1 = { card = "quest_token", colour = "blue" } },
    special_rules = { "evershadow_district_rules" },
  })
  g:play("activate zazu", "move zazu", "move zazu b1")
  expect(g:figure("zazu").cards).not_to_contain("quest_token")
  expect(g:figure("zazu").wounds).to_be(0)
end)
