-- The Moon Gate: a killed orc_captain goes to the box, not to the spawn tile.
local function game(rules)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot" } },
      { id = "diva", side = "red", at = "d2", card = "diva" },
      { id = "m1", side = "monsters", at = "c1", card = "orc_captain", vars = { wounds = 2 } },
      { id = "goblin1", side = "monsters", at = "d1", card = "goblin_archer" },
    },
    special_rules = rules,
  })
end

local function kill(g)
  g:choose("activate zazu")
  -- Three CRITs explode: six hits, past any Overkill at level 1.
  g:rig("attack", { "crit", "crit", "crit", "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack zazu slingshot m1")
  expect_event(g, "figure_killed", { figure = "m1", killer = "zazu" })
end

test("with the scenario's rules a killed orc_captain goes to the box", function()
  local g = game({ "the_moon_gate_rules" })
  kill(g)
  expect(g:figure("m1").boxed).to_be(true)
  expect(g:vars().spawn_tile).to_be("")
end)

test("without them it waits on the spawn tile", function()
  local g = game(nil)
  kill(g)
  expect(g:figure("m1").boxed).to_be_nil()
  expect(g:vars().spawn_tile).to_be("m1")
end)
