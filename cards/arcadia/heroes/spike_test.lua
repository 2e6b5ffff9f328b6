-- Spike, Revenge: every CRIT in his defence roll deals 1 wound to the attacker.
local function game(zazu_wounds)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot" }, wounds = zazu_wounds },
      { id = "spike", side = "red", at = "d1", card = "spike" },
    },
  })
end

test("wounds the attacker once per defence CRIT", function()
  local g = game(0)
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "ranged" })
  -- Two crits, each with its extra die (blank).
  g:rig("defence", { "crit", "crit", "blank", "blank" })
  g:choose("attack zazu slingshot spike")
  expect(g:figure("zazu").wounds).to_be(2)
  expect(g:figure("spike").wounds).to_be(0)
  expect_event(g, "wounds_dealt", { attacker = "spike", target = "zazu", wounds = 2 })
end)

test("can kill the attacker", function()
  local g = game(3)
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "ranged" })
  g:rig("defence", { "crit", "blank", "blank" })
  g:choose("attack zazu slingshot spike")
  expect(g:figure("zazu").on_board).to_be(false)
  expect_event(g, "figure_killed", { figure = "zazu", killer = "spike" })
  expect(g:figure("spike").wounds).to_be(1)
end)

-- p.17: one attack roll for every target, but each target defends with its own abilities:
-- Spike as the second target of a Nova Bolt still wounds the attacker with his CRITs.
test("as a secondary target, his CRITs wound the attacker too", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "nova_bolt" } },
      { id = "goblin1", side = "monsters", at = "c1", card = "goblin_archer" },
      { id = "spike", side = "red", at = "c1", card = "spike" },
    },
  })
  g:choose("activate zazu")
  g:rig("attack", { "crit", "ranged", "melee" })
  g:rig("defence", { "crit", "blank", "blank" }) -- Spike's two dice and the CRIT's extra one
  g:choose("attack zazu nova_bolt goblin1")
  g:choose("second target spike")
  expect_event(g, "defence_done", { target = "spike", secondary = true })
  expect(g:figure("zazu").wounds).to_be(1)
  expect_event(g, "wounds_dealt", { attacker = "spike", target = "zazu", wounds = 1 })
end)
