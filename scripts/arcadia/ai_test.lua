-- The bots' and fuzzing's queries (scripts/arcadia/ai.lua): evaluate, suggest, lookahead and
-- invariants, asked as the generic bots and `skirmish fuzz` ask them (g:query).

local ZAZU_CARDS = { "parrying_blade", "slingshot" } -- as in the intro

--- zazu (blue) on a one-row board of six spaces, diva (red) at the far end; `extra` keys are
--- laid over the spec.
local function row(extra)
  local spec = {
    board = test.open_board(6, 1),
    figures = {
      { id = "zazu", side = "blue", at = "c1", card = "zazu", cards = ZAZU_CARDS },
      { id = "diva", side = "red", at = "f1", card = "diva", cards = { "rusty_blade" } },
    },
  }
  for k, v in pairs(extra or {}) do
    spec[k] = v
  end
  return test.game(spec)
end

local function near(a, b) return math.abs(a - b) < 1e-9 end

local function suggested(g, side) return g:options()[g:query("suggest", side)] end

test("evaluate: coins count one for one, a fulfilled quest six, for the guild and against the other", function()
  local base = row():query("evaluate", "blue")
  local rich = row({ side_vars = { blue = { coins = 3 } } }):query("evaluate", "blue")
  expect(near(rich - base, 3)).to_be(true)
  local quest = row({ side_vars = { blue = { ["quest kill_red"] = true } } })
  expect(near(quest:query("evaluate", "blue") - base, 6)).to_be(true)
  expect(near(quest:query("evaluate", "red") - row():query("evaluate", "red"), -6)).to_be(true)
end)

test("evaluate: wounds on a hero lower its guild's value, exhausted cards too; monster wounds raise it", function()
  local base = row():query("evaluate", "blue")
  expect(row({ wounds = { zazu = 2 } }):query("evaluate", "blue")).to_be_at_most(base - 0.5)
  expect(near(row({ exhausted = { zazu = ZAZU_CARDS } }):query("evaluate", "blue") - base, -0.6)).to_be(true)
  expect(near(row({ exhausted = { diva = { "rusty_blade" } } }):query("evaluate", "blue") - base, 0.3)).to_be(true)
end)

test("suggest: a hero heads for the nearest goal, a quest space before a farther enemy", function()
  local quests = { { id = "hold", script = "hold_space", at = "a1" } }
  local g = row({ quests = quests })
  g:play("activate zazu", "move zazu")
  expect(g:prompt()).to_contain("zazu moves")
  expect(suggested(g, "blue")).to_be("move zazu b1")
  -- With the quest fulfilled, diva is the only goal left.
  local done = row({ quests = quests, side_vars = { blue = { ["quest hold"] = true } } })
  done:play("activate zazu", "move zazu")
  expect(suggested(done, "blue")).to_be("move zazu d1")
end)

test("suggest: next to an enemy a hero stops moving, then attacks", function()
  local g = row({
    figures = {
      { id = "zazu", side = "blue", at = "d1", card = "zazu", cards = ZAZU_CARDS },
      { id = "diva", side = "red", at = "f1", card = "diva" },
    },
  })
  g:play("activate zazu", "move zazu", "move zazu e1")
  expect(suggested(g, "blue")).to_be("end move")
  g:play("end move")
  expect(suggested(g, "blue")).to_contain("attack zazu ")
  expect(suggested(g, "blue")).to_contain(" diva")
end)

test("suggest: a guild whose only hero has no ready card rests", function()
  expect(suggested(row(), "blue")).to_be("activate zazu")
  expect(suggested(row({ exhausted = { zazu = { "slingshot" } } }), "blue")).to_be("rest")
end)

test("lookahead: every decision of a turn but a single movement point", function()
  local g = row()
  expect(g:query("lookahead", "blue")).to_be(true)
  g:play("activate zazu", "move zazu")
  expect(g:query("lookahead", "blue")).to_be(false)
end)

test("invariants: a fresh game and one played for a while break none", function()
  local g = row()
  expect(#g:query("invariants")).to_be(0)
  for _ = 1, 40 do
    if g:finished() then break end
    g:choose(g:query("suggest", g:pending().side))
    expect(#g:query("invariants")).to_be(0)
  end
end)

local function broken(spec)
  local list = row(spec):query("invariants")
  local out = {}
  for _, v in ipairs(list) do
    out[#out + 1] = v.kind .. ": " .. v.message
  end
  return table.concat(out, "\n")
end

test("invariants: each broken promise is reported with its kind", function()
  expect(broken({ wounds = { diva = -1 } })).to_contain("wounds: diva has -1 wounds")
  expect(broken({ figure_vars = { diva = { wounds = 99 } } })).to_contain("wounds: diva is on the board with 99 wounds")
  expect(broken({ side_vars = { red = { coins = -2 } } })).to_contain("coins: side red has coins = -2")
  expect(broken({ vars = { spawn_tile = 9 } })).to_contain("spawn: the spawn tile holds 9 (at most 5)")
  expect(broken({})).to_be("")
end)

test(
  "invariants: a dying figure at its life is no violation (it takes its Payback first)",
  function() expect(broken({ figure_vars = { diva = { wounds = 99, dying = true } } })).to_be("") end
)
