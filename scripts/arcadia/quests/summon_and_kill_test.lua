-- Summon and kill: a summoning token makes a spawn roll for the villain; its killer fulfils it.
local function game()
  return test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot" } },
      { id = "diva", side = "red", at = "c2", card = "diva" },
      { id = "fang", side = "monsters", at = "d2", card = "lord_fang", off_board = true },
    },
    tokens = { b1 = { card = "quest_token", colour = "red" }, a2 = { card = "quest_token", colour = "blue" } },
    spawn = { tokens = { ["melee+melee"] = "d1" } },
    quests = { { id = "fang", script = "summon_and_kill", colours = { "red", "green" }, card = "lord_fang" } },
  })
end

test("the villain starts beside the board", function()
  local g = game()
  expect(g:figure("fang").on_board).to_be(false)
end)

test("a matching roll places the villain; killing it fulfils the quest", function()
  local g = game()
  g:play("activate zazu", "move zazu")
  g:rig("attack", { "melee", "melee" }) -- the spawn roll
  g:choose("move zazu b1")
  expect(g:figure("zazu").cards).not_to_contain("quest_token")
  expect_event(g, "spawn", { figure = "fang", at = "d1" })
  expect(g:figure("fang").wounds).to_be(0)
  g:choose("end move")
  -- Seven CRITs explode into eight dice, eight hits: past its Overkill (7), so it dies at once.
  g:rig("attack", { "crit", "crit", "crit", "crit", "crit", "crit", "crit", "ranged" })
  g:choose("attack zazu slingshot fang")
  expect_event(g, "figure_killed", { figure = "fang", killer = "zazu" })
  expect(g:side("blue")["quest fang"]).to_be(true)
end)

test("a roll matching no spawn token leaves it beside the board", function()
  local g = game()
  g:play("activate zazu", "move zazu")
  g:rig("attack", { "ranged", "ranged" })
  g:choose("move zazu b1")
  expect(g:figure("fang").on_board).to_be(false)
  expect_no_event(g, "spawn")
end)

test("a token of another colour summons nothing", function()
  local g = game()
  g:play("activate zazu", "move zazu", "move zazu a2")
  expect(g:figure("zazu").cards).to_contain("quest_token")
  expect(g:figure("fang").on_board).to_be(false)
end)

test("a quest without a villain figure is a setup error", function()
  expect_error(
    function()
      test.game({
        board = test.open_board(2, 1),
        figures = {
          { id = "zazu", side = "blue", at = "a1", card = "zazu" },
          { id = "diva", side = "red", at = "b1", card = "diva" },
        },
        quests = { { id = "fang", script = "summon_and_kill", colours = { "red" }, card = "lord_fang" } },
      })
    end,
    "no monster figure plays `lord_fang`"
  )
end)
