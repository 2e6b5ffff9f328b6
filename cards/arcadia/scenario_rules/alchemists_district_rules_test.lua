-- Alchemist's District: killed Sisters go to the box, not to the spawn tile.
local function game(rules, card)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot" } },
      { id = "diva", side = "red", at = "d2", card = "diva" },
      { id = "sister1", side = "monsters", at = "c1", card = card, vars = { wounds = 2 } },
      { id = "goblin1", side = "monsters", at = "d1", card = "goblin_archer" },
    },
    special_rules = rules,
  })
end

local function kill(g)
  g:choose("activate zazu")
  g:rig("attack", { "crit", "crit", "crit", "ranged", "ranged", "ranged" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack zazu slingshot sister1")
  expect_event(g, "figure_killed", { figure = "sister1", killer = "zazu" })
end

test("a killed Sister of Pain goes to the box", function()
  local g = game({ "alchemists_district_rules" }, "sister_of_pain")
  kill(g)
  expect(g:figure("sister1").boxed).to_be(true)
end)

test("so does a killed Sister of Pleasure", function()
  local g = game({ "alchemists_district_rules" }, "sister_of_pleasure")
  kill(g)
  expect(g:figure("sister1").boxed).to_be(true)
end)

test("without the scenario's rules she waits on the spawn tile", function()
  local g = game(nil, "sister_of_pain")
  kill(g)
  expect(g:vars().spawn_tile).to_be("sister1")
end)
