-- The status panel's rules part (scripts/arcadia/status.lua, the `status` query; issue 20,
-- item 3): quests with their holders and progress (AQ p.24-25), tokens on the board as the
-- side at the screen may see them (face down until picked up, p.25), the spawn tile (p.23).

local function lines_of(st) return table.concat(st.lines, "\n") end

local function has_mark(st, at, what)
  for _, m in ipairs(st.marks) do
    if m.at == at and m.what == what then return true end
  end
  return false
end

local function hold_game(extra)
  local spec = {
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu" },
      { id = "diva", side = "red", at = "d2", card = "diva" },
    },
    quests = { { id = "hold", script = "hold_space", at = "b1" } },
  }
  for k, v in pairs(extra or {}) do
    spec[k] = v
  end
  return test.game(spec)
end

test("the panel names each quest, its space and who fulfilled it first", function()
  local g = hold_game()
  local before = g:query("status", "blue")
  expect(lines_of(before)).to_contain("quests: 2 to win")
  expect(lines_of(before)).to_contain("Hold a space (b1)")
  expect(lines_of(before)).not_to_contain("done")
  expect(has_mark(before, "b1", "quest space")).to_be(true)
  g:play("activate zazu", "move zazu", "move zazu b1", "end move", "end zazu")
  expect(lines_of(g:query("status", "red"))).to_contain("Hold a space (b1): blue done (first)")
end)

test("a PvP quest never lists the guild it is about", function()
  local st = hold_game():query("status", "blue")
  for _, l in ipairs(st.lines) do
    if l:find("Kill a hero of the blue guild", 1, true) then expect(l).not_to_contain("blue done") end
  end
  expect(lines_of(st)).to_contain("Kill a hero of the red guild")
end)

test("a quest counted in kills shows each guild's progress", function()
  local g = hold_game({
    quests = { { id = "hunt", script = "kill_monster", count = 3, name = "Hunt" } },
    side_vars = { blue = { ["quest hunt kills"] = 2 } },
  })
  local text = lines_of(g:query("status", "blue"))
  expect(text).to_contain("Hunt: blue 2/3 kills, red 0/3 kills")
end)

test("a face-down token shows as one to the players and by name only when revealed", function()
  local g = hold_game({ exploration = { spots = { "c1" } }, quests = {} })
  local seen = lines_of(g:query("status", "blue"))
  expect(seen).to_contain("tokens on the board: c1 a face-down token")
  local all = lines_of(g:query("status"))
  expect(all).to_contain("tokens on the board: c1 ")
  expect(all).not_to_contain("face-down")
  expect(has_mark(g:query("status", "blue"), "c1", "token")).to_be(true)
end)

test("a token the scenario lays face up is named to everybody", function()
  local g = hold_game({ tokens = { c1 = "healing_potion" }, quests = {} })
  expect(lines_of(g:query("status", "red"))).to_contain("c1 Healing Potion")
end)

test("the spawn tile and the spawn tokens are public", function()
  local g = hold_game({ spawn = { tokens = { ["melee+melee"] = "c2" } }, quests = {} })
  local st = g:query("status", "")
  expect(lines_of(st)).to_contain("spawn tokens: melee+melee c2")
  expect(lines_of(st)).to_contain("spawn tile 0/5")
  expect(has_mark(st, "c2", "spawn token")).to_be(true)
end)

test("a killed monster waiting on the spawn tile says so instead of 'off the board'", function()
  local g = test.game({
    board = test.open_board(4, 2),
    figures = {
      { id = "zazu", side = "blue", at = "a1", card = "zazu", cards = { "slingshot" } },
      { id = "diva", side = "red", at = "d2", card = "diva" },
      { id = "goblin1", side = "monsters", at = "b2", card = "goblin_archer" },
    },
  })
  g:play("activate zazu")
  g:rig("attack", { "ranged", "ranged" })
  g:choose("attack zazu slingshot goblin1")
  while g:pending() and not g:offers("end zazu") and #g:options() > 0 do
    g:choose(1)
  end
  local st = g:query("status", "blue")
  expect(g:figure("goblin1").on_board).to_be(false)
  expect(st.notes.goblin1).to_be("on the spawn tile, slot 1")
  expect(table.concat(st.lines, "\n")).to_contain("spawn tile 1/5: goblin1")
end)
