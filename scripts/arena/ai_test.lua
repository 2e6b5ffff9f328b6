-- The bots' and fuzzing's queries (scripts/arena/ai.lua). Test games carry the scenario key
-- `ai_probe: true`: at every choice ai.lua then records what suggest, evaluate and invariants
-- answer in game variables (`ai suggest`, `ai key`, `ai eval SIDE`, `ai invariant`). The
-- harness's `figure_vars`/`side_vars`/`vars` apply at the first choice, after that choice's
-- probe, so tests that need them answer one choice first.

local function game(figures, extra)
  local spec = extra or {}
  spec.board = spec.board or test.open_board(8, 8)
  spec.figures = figures
  spec.ai_probe = true
  return test.game(spec)
end

local function probe(g) return g:vars() end

test("suggest answers the duel's opening choice with a valid option", function()
  local g = test.game({ scenario = "scripts/arena/scenarios/pvp_duel.yaml", ai_probe = true })
  local v = probe(g)
  local opts = g:options()
  expect(v["ai suggest"] >= 1 and v["ai suggest"] <= #opts).to_be(true)
  expect(v["ai key"]).to_be(opts[v["ai suggest"]])
  expect(v["ai invariant"]).to_be(nil)
end)

test("suggest attacks an enemy in reach rather than moving or passing", function()
  local g = game({
    { id = "w1", side = "white", at = "c3", card = "brute" },
    { id = "b1", side = "black", at = "d3", card = "brute" },
  })
  expect(probe(g)["ai key"]).to_be("attack w1 basic")
end)

test("suggest prefers the lethal target", function()
  local g = game({
    { id = "w1", side = "white", at = "c3", card = "brute" },
    { id = "b1", side = "black", at = "c4", card = "brute", start_hp = 30 },
    { id = "b2", side = "black", at = "d3", card = "brute", start_hp = 3 },
  })
  g:choose("attack w1 basic")
  expect(g:prompt()).to_contain("declare a target")
  expect(probe(g)["ai key"]).to_be("target d3")
end)

test("suggest walks a melee combatant towards the enemy, then stops beside it", function()
  local g = game({
    { id = "w1", side = "white", at = "a1", card = "brute" },
    { id = "b1", side = "black", at = "h1", card = "brute" },
  })
  g:choose("move w1")
  local key = probe(g)["ai key"]
  expect(key == "step w1 b1" or key == "step w1 b2").to_be(true)
  local g2 = game({
    { id = "w1", side = "white", at = "a1", card = "brute" },
    { id = "b1", side = "black", at = "c1", card = "brute" },
  })
  g2:choose("move w1")
  g2:choose("step w1 b1")
  expect(probe(g2)["ai key"]).to_be("stop w1")
end)

test("suggest always makes the reaction attack", function()
  local g = game({
    { id = "w1", side = "white", at = "c3", card = "brute" },
    { id = "b1", side = "black", at = "d3", card = "brute" },
  })
  g:choose("move w1")
  g:choose("step w1 b3")
  expect(g:prompt()).to_contain("reaction attack")
  expect(probe(g)["ai key"]).to_be("react b1")
end)

test("evaluate ranks a won game above a lost one, and a hurt enemy above a hurt self", function()
  local g = game({
    { id = "w1", side = "white", at = "a1", card = "brute" },
    { id = "b1", side = "black", at = "h8", card = "brute", start_hp = 20 },
  })
  local v = probe(g)
  expect(v["ai eval white"] > v["ai eval black"]).to_be(true)
  local g2 = game({
    { id = "w1", side = "white", at = "a1", card = "brute" },
    { id = "b1", side = "black", at = "h8", card = "brute" },
  }, { vars = { winner = "white" } })
  g2:choose("pass w1")
  local v2 = probe(g2)
  expect(v2["ai eval white"]).to_be(1000)
  expect(v2["ai eval black"]).to_be(-1000)
  expect(v2["ai eval white"] > v["ai eval white"]).to_be(true)
end)

test("evaluate rewards walking towards several enemies (greedy duels drew at the turn cap)", function()
  -- Each step brings the three enemies nearer their nearest target too; counting their
  -- approach as a threat made every move look worse than passing, so greedy never moved.
  local g = game({
    { id = "w1", side = "white", at = "a1", card = "brute" },
    { id = "b1", side = "black", at = "h8", card = "brute" },
    { id = "b2", side = "black", at = "g8", card = "brute" },
    { id = "b3", side = "black", at = "h7", card = "brute" },
  })
  local before = probe(g)["ai eval white"]
  g:choose("move w1")
  g:choose("step w1 b2")
  expect(probe(g)["ai eval white"] > before).to_be(true)
  -- Still: an enemy able to strike now is a threat.
  local near = game({
    { id = "w1", side = "white", at = "a1", card = "brute" },
    { id = "b1", side = "black", at = "b2", card = "brute" },
  })
  local far = game({
    { id = "w1", side = "white", at = "a1", card = "brute" },
    { id = "b1", side = "black", at = "h8", card = "brute" },
  })
  expect(probe(near)["ai eval black"] > probe(far)["ai eval black"]).to_be(true)
end)

test("invariants hold in a fresh game and catch HP above the maximum", function()
  local fresh = game({
    { id = "w1", side = "white", at = "a1", card = "brute" },
    { id = "b1", side = "black", at = "h8", card = "brute" },
  })
  expect(probe(fresh)["ai invariant"]).to_be(nil)
  fresh:choose("pass w1")
  expect(probe(fresh)["ai invariant"]).to_be(nil)
  -- The test's set-up is in place at the first choice, so the probe there sees it already.
  local g = game({
    { id = "w1", side = "white", at = "a1", card = "brute" },
    { id = "b1", side = "black", at = "h8", card = "brute" },
  }, { figure_vars = { b1 = { hp = 999 } } })
  expect(probe(g)["ai invariant"]).to_contain("hp: b1 has 999 HP")
  g:choose("pass w1")
  expect(probe(g)["ai invariant"]).to_contain("hp: b1 has 999 HP")
end)

test("invariants catch a dead combatant on the board", function()
  local g = game({
    { id = "w1", side = "white", at = "a1", card = "brute" },
    { id = "b1", side = "black", at = "h8", card = "brute" },
    { id = "b2", side = "black", at = "h6", card = "brute" },
  }, { figure_vars = { b2 = { dead = true } } })
  g:choose("pass w1")
  expect(probe(g)["ai invariant"]).to_contain("death: b2 is dead but on the board")
end)

test("invariants catch negative aid tokens and a non-boolean team token", function()
  local g = game({
    { id = "w1", side = "white", at = "a1", card = "brute" },
    { id = "b1", side = "black", at = "h8", card = "brute" },
  }, { side_vars = { black = { aid = -1 } } })
  g:choose("pass w1")
  expect(probe(g)["ai invariant"]).to_contain("aid: black aid = -1")
  local g2 = game({
    { id = "w1", side = "white", at = "a1", card = "brute" },
    { id = "b1", side = "black", at = "h8", card = "brute" },
  }, { side_vars = { white = { special_ready = 1 } } })
  g2:choose("pass w1")
  expect(probe(g2)["ai invariant"]).to_contain("token: white special_ready = 1")
end)

test("invariants catch an effect left on a dead combatant and a dangling active figure", function()
  local g = game({
    { id = "w1", side = "white", at = "a1", card = "brute" },
    { id = "b1", side = "black", at = "h8", card = "brute" },
  }, { figure_vars = { w1 = { fx = "7" } } })
  g:choose("pass w1")
  expect(probe(g)["ai invariant"]).to_contain("effects: w1 lists effect 7 which does not exist")
end)

test("lookahead: none in a draft's set-up, every turn's choices after it", function()
  local g = test.game({ scenario = "scripts/arena/scenarios/pvp_arena.yaml" })
  local asked = 0
  while not g:prompt():match("^turn %d+:") do
    expect(g:query("lookahead", g:pending().side)).to_be(false)
    g:choose(g:query("suggest", g:pending().side))
    asked = asked + 1
    expect(asked < 500).to_be(true)
  end
  expect(asked > 10).to_be(true) -- the draft asked its questions
  expect(g:query("lookahead", g:pending().side)).to_be(true)
  -- A scenario set up by its file (no draft) is looked ahead from its first question.
  local duel = test.game({ scenario = "scripts/arena/scenarios/pvp_duel.yaml" })
  expect(duel:query("lookahead", duel:pending().side)).to_be(true)
end)
