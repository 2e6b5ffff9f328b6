-- Spike, Revenge: every CRIT in his defence roll deals 1 wound to the attacker.
local function game(zazu_wounds)
  return test.game{
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot" }, wounds = zazu_wounds },
      { id = "spike", side = "red", at = "d1", card = "spike" },
    },
  }
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
