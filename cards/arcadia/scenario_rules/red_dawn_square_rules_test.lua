-- Red Dawn Square: Lord Fang's Shadow starts beside the board until it is summoned.
local function game(rules)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "a2", card = "diva" },
      { id = "fang", side = "monsters", at = "d2", card = "lord_fang" },
    },
    tokens = { b1 = { card = "quest_token", colour = "green" } },
    spawn = { tokens = { ["melee+ranged"] = "d1" } },
    quests = { { id = "shadow", script = "summon_and_kill", colours = { "red", "green" }, card = "lord_fang" } },
    special_rules = rules,
  })
end

test("Lord Fang waits beside the board, and a summoning roll brings him in", function()
  local g = game({ "red_dawn_square_rules" })
  expect(g:figure("fang").on_board).to_be(false)
  g:play("activate zazu", "move zazu")
  g:rig("attack", { "ranged", "melee" })
  g:choose("move zazu b1")
  expect(g:figure("fang").at).to_be("d1")
end)

test("without the rule he stands where the map puts him", function()
  local g = game(nil)
  expect(g:figure("fang").at).to_be("d2")
end)
