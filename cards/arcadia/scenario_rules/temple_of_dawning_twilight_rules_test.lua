-- The Temple: the barrier (locked door, red portals) opens at 6 coins; traps kill; chests
-- wound; no spawn; death curses at death.
local BOARD = [[
+---+---+---+---+
| .   . D .   . |
+   +---+   +   +
| .   .   .   . |
+---+---+---+---+
]]

local function game(opts)
  opts = opts or {}
  return test.game({
    board = BOARD,
    portals = { red = { "a2", "d2" } },
    figures = {
      { id = "zazu", side = "blue", at = opts.zazu or "b1", card = "zazu", cards = { "slingshot" } },
      { id = "diva", side = "red", at = "d1", card = "diva" },
      { id = "goblin1", side = "monsters", at = opts.goblin or "c2", card = "goblin_archer" },
    },
    locked_door = { "b1", "c1" },
    special_rules = { "temple_of_dawning_twilight_rules" },
    tokens = opts.tokens,
    side_vars = opts.side_vars,
    titles = opts.titles,
    benefits_from = { "warden_of_fire", "rebel_leader", "lore_master", "soulforged" },
  })
end

test("the locked door never opens and is shut to a guild under 6 coins", function()
  local g = game()
  g:play("activate zazu", "move zazu")
  expect(g:offers("door zazu c1")).to_be(false)
  expect(g:offers("move zazu c1")).to_be(false)
end)

test("with 6 coins a guild's heroes pass the locked door as if open; it stays closed", function()
  local g = game({ side_vars = { blue = { coins = 6 } } })
  g:play("activate zazu", "move zazu")
  expect(g:offers("door zazu c1")).to_be(false)
  g:choose("move zazu c1")
  expect(g:figure("zazu").at).to_be("c1")
  expect(g:side("blue")["temple pass"]).to_be(true)
  expect_no_event(g, "door_flipped")
end)

test("treasure chests count toward the 6 coins", function()
  local g = game({
    side_vars = { blue = { coins = 2 } },
    titles = { blue = { "warden_of_fire" } },
    zazu = "a1",
    tokens = { b1 = "treasure_chest_4" },
  })
  g:play("activate zazu", "move zazu", "move zazu b1")
  expect(g:offers("move zazu c1")).to_be(true)
end)

test("red portals are closed below 6 coins and open above", function()
  local g = game({ zazu = "a2", goblin = "d1" })
  g:play("activate zazu", "move zazu")
  expect(g:offers("move zazu d2")).to_be(false)
  local h = game({ zazu = "a2", goblin = "d1", side_vars = { blue = { coins = 7 } } })
  h:play("activate zazu", "move zazu")
  expect(h:offers("move zazu d2")).to_be(true)
end)

test("a trap kills the hero who picks it up", function()
  local g = game({ zazu = "a1", tokens = { a2 = "trap" } })
  g:play("activate zazu", "move zazu", "move zazu a2")
  expect_event(g, "figure_killed", { figure = "zazu" })
  expect(g:figure("zazu").on_board).to_be(false)
end)

test("Warden of Fire: its holder's heroes only suffer the trap's own wound", function()
  local g = game({ zazu = "a1", tokens = { a2 = "trap" }, titles = { blue = { "warden_of_fire" } } })
  g:play("activate zazu", "move zazu", "move zazu a2")
  expect(g:figure("zazu").on_board).to_be(true)
  expect(g:figure("zazu").wounds).to_be(1)
end)

test("a treasure chest wounds its finder by its value", function()
  local g = game({ zazu = "a1", tokens = { a2 = "treasure_chest_3" } })
  g:play("activate zazu", "move zazu", "move zazu a2")
  expect(g:figure("zazu").wounds).to_be(3)
  expect(g:figure("zazu").cards).to_contain("treasure_chest_3")
end)

test("no spawn: a killed minion leaves the game", function()
  local g = game({ zazu = "a1", goblin = "a2" })
  g:choose("activate zazu")
  g:rig("attack", { "ranged", "ranged" })
  g:rig("defence", {})
  g:choose("attack zazu slingshot goblin1")
  expect_event(g, "figure_killed", { figure = "goblin1" })
  expect(g:figure("goblin1").boxed).to_be(true)
  expect(g:vars().spawn_tile).to_be("")
end)

test("a dying hero draws a death curse at once; Soulforged's holders do not", function()
  local g = game({ zazu = "a1", tokens = { a2 = "trap" } })
  g:play("activate zazu", "move zazu", "move zazu a2")
  local curses = 0
  for _, id in ipairs(g:figure("zazu").cards) do
    if
      id == "lingering_chill"
      or id == "shaky_hands"
      or id == "brittle_bones"
      or id == "weak_grip"
      or id == "marked_for_death"
      or id == "dead_weight"
      or id == "open_wounds"
      or id == "hollow_mind"
    then
      curses = curses + 1
    end
  end
  expect(curses).to_be(1)
  local h = game({ zazu = "a1", tokens = { a2 = "trap" }, titles = { blue = { "soulforged" } } })
  h:play("activate zazu", "move zazu", "move zazu a2")
  expect(h:figure("zazu").on_board).to_be(false)
  expect(#h:figure("zazu").cards).to_be(2) -- its hero card and its slingshot
end)

test("a bad `locked_door` is a setup error", function()
  expect_error(
    function()
      test.game({
        board = BOARD,
        figures = {
          { id = "zazu", side = "blue", at = "a1", card = "zazu" },
          { id = "diva", side = "red", at = "d1", card = "diva" },
        },
        locked_door = { "b1" },
        special_rules = { "temple_of_dawning_twilight_rules" },
      })
    end,
    "scenario `locked_door:` must name the two spaces"
  )
end)

test("no monster opens the locked door either", function()
  local function payback_options(rules)
    local g = test.game({
      board = BOARD,
      figures = {
        { id = "zazu", side = "blue", at = "c2", card = "zazu", cards = { "slingshot" } },
        { id = "diva", side = "red", at = "a2", card = "diva" },
        { id = "orc1", side = "monsters", at = "c1", card = "orc_marauder" },
      },
      locked_door = { "b1", "c1" },
      special_rules = rules,
    })
    g:choose("activate zazu")
    g:rig("attack", { "ranged", "melee" }) -- one wound: the orc lives to pay back
    g:choose("attack zazu slingshot orc1")
    expect(g:prompt()).to_contain("pay back")
    return g:options()
  end
  expect(payback_options({ "temple_of_dawning_twilight_rules" })).not_to_contain("door orc1 b1")
  expect(payback_options(nil)).to_contain("door orc1 b1")
end)
