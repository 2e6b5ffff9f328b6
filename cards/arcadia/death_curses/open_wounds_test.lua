-- Open Wounds: whenever the hero suffers wounds, it suffers 1 more.
local function game(diva_wounds)
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot" } },
      { id = "diva", side = "red", at = "d1", card = "diva", cards = { "open_wounds" }, wounds = diva_wounds },
    },
  })
end

test("adds a wound to every wounding", function()
  local g = game(0)
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack zazu slingshot diva")
  expect(g:figure("diva").wounds).to_be(2)
end)

test("no wound, no extra wound", function()
  local g = game(0)
  g:choose("activate zazu")
  g:rig("attack", { "melee", "melee" })
  g:choose("attack zazu slingshot diva")
  expect(g:figure("diva").wounds).to_be(0)
end)

test("the extra wound can kill", function()
  local g = game(2)
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "melee" })
  g:rig("defence", { "blank", "blank", "blank", "blank" })
  g:choose("attack zazu slingshot diva")
  -- 2 + 1 + 1 reaches Diva's 4 life.
  expect(g:figure("diva").on_board).to_be(false)
  expect_event(g, "figure_killed", { figure = "diva" })
end)
