-- Kill a monster: the guild that kills the named monster (or any, `count` times) fulfils it.
local function game(quest)
  return test.game{
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot" } },
      { id = "orc1", side = "monsters", at = "d2", card = "orc_marauder" },
      { id = "goblin1", side = "monsters", at = "d1", card = "goblin_archer" },
      { id = "diva", side = "red", at = "a2", card = "diva" },
    },
    quests = { quest },
  }
end

local function shoot(g, target)
  g:choose("activate zazu")
  -- Three hits: Overkill for both, so neither stays to pay back.
  g:rig("attack", { "crit", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank" })
  g:choose("attack zazu slingshot " .. target)
end

test("killing the named monster fulfils the quest", function()
  local g = game({ id = "orc_hunt", script = "kill_monster", card = "orc_marauder" })
  shoot(g, "orc1")
  expect_event(g, "figure_killed", { figure = "orc1", killer = "zazu" })
  expect(g:side("blue")["quest orc_hunt"]).to_be(true)
end)

test("another monster does not count", function()
  local g = game({ id = "orc_hunt", script = "kill_monster", card = "orc_marauder" })
  shoot(g, "goblin1")
  expect_event(g, "figure_killed", { figure = "goblin1" })
  expect(g:side("blue")["quest orc_hunt"]).to_be_nil()
end)

test("`count` kills of any monster", function()
  local g = game({ id = "cull", script = "kill_monster", count = 2 })
  shoot(g, "goblin1")
  expect(g:side("blue")["quest cull kills"]).to_be(1)
  expect(g:side("blue")["quest cull"]).to_be_nil()
end)
