-- Turns (ATC 3): team alternation, independent turn orders, the dead skipped, team token,
-- the prime action; and a whole scripted match.

local function game(figures, extra)
  local spec = extra or {}
  spec.board = spec.board or test.open_board(8, 8)
  spec.figures = figures
  return test.game(spec)
end

test("teams alternate, each following its deployment order", function()
  local g = game({
    { id = "w1", side = "white", at = "a1", card = "brute" },
    { id = "b1", side = "black", at = "h1", card = "brute" },
    { id = "w2", side = "white", at = "a3", card = "brute" },
    { id = "b2", side = "black", at = "h3", card = "brute" },
    { id = "w3", side = "white", at = "a5", card = "brute" },
  })
  local seen = {}
  for _ = 1, 7 do
    local id = g:prompt():match("turn %d+: (%S+)")
    seen[#seen + 1] = id
    g:choose("pass " .. id)
  end
  expect(seen).to_be({ "w1", "b1", "w2", "b2", "w3", "b1", "w1" })
end)

test("a dead hero is skipped; the same team never plays twice in a row (3.1, 4.3.7)", function()
  local g = game({
    { id = "w1", side = "white", at = "a1", card = "brute" },
    { id = "b1", side = "black", at = "c3", card = "brute" },
    { id = "w2", side = "white", at = "b3", card = "brute", vars = { hp = 1 } },
    { id = "b2", side = "black", at = "h8", card = "brute" },
    { id = "w3", side = "white", at = "d4", card = "brute", vars = { hp = 1 } },
  })
  g:choose("pass w1")
  g:choose("attack b1 basic")
  g:rig("d20", { "n15" })
  g:choose("target b3") -- w2 dies
  g:choose("pass b1")
  expect(g:prompt()).to_contain("w3") -- w2 skipped
  g:choose("pass w3")
  expect(g:prompt()).to_contain("b2")
  g:choose("pass b2")
  expect(g:prompt()).to_contain("w1")
  g:choose("pass w1")
  g:choose("attack b1 basic")
  g:rig("d20", { "n15" })
  g:choose("target d4") -- w3 dies on black's turn
  g:choose("pass b1")
  expect(g:prompt()).to_contain("w1") -- white's next living hero is w1 again
end)

test("the move and prime actions come in any order; a prime move is a second move", function()
  local g = game({
    { id = "a", side = "white", at = "a1", card = "brute" },
    { id = "z", side = "black", at = "h8", card = "brute" },
  })
  g:choose("prime move a")
  g:play("step a b2", "step a c3", "step a d4", "step a e5")
  expect(g:offers("attack a basic")).to_be(false)
  g:choose("move a")
  g:play("step a f6", "step a g7", "stop a")
  expect(g:figure("a").at).to_be("g7")
  expect(g:prompt()).to_contain("z")
end)

test("heroic actions need Special Ready and flip the token", function()
  local g = game({
    { id = "a", side = "white", at = "a1", card = "brute" },
    { id = "z", side = "black", at = "h8", card = "brute" },
  }, { heroic = { white = { "war_cry" } } })
  local key
  for _, o in ipairs(g:options()) do
    if o:find("^heroic a ") then key = o end
  end
  expect(key).to_be_truthy()
  g:choose(key)
  expect(g:side("white").special_ready).to_be(false)
  expect_event(g, "heroic_action", { figure = "a" })
end)

test("a whole match: the duel scenario plays to a winner", function()
  local g = test.game({ scenario = "scripts/arena/scenarios/pvp_duel.yaml" })
  local guard = 0
  while not g:finished() and guard < 3000 do
    guard = guard + 1
    local opts = g:options()
    local pick = nil
    for _, o in ipairs(opts) do
      if o:find("^attack %S+ basic") or o:find("^target ") or o:find("^react ") or o == "crit yes" then
        pick = o
        break
      end
    end
    if pick == nil then
      for _, o in ipairs(opts) do
        if o:find("^move ") or o:find("^step ") then
          pick = o
          break
        end
      end
    end
    g:choose(pick or opts[#opts])
  end
  expect(g:finished()).to_be_truthy()
end)

test("an artifact drops on its dead bearer's square; an unequipped teammate equips it for 1 MP (7.1)", function()
  local g = game({
    { id = "w1", side = "white", at = "c3", card = "brute", cards = { "striders_anklet" }, vars = { hp = 1 } },
    { id = "b1", side = "black", at = "d3", card = "brute" },
    { id = "w2", side = "white", at = "a3", card = "brute" },
    { id = "b2", side = "black", at = "d4", card = "brute", cards = { "charm_of_warding" } },
  }, { first_team = "black" })
  expect(g:figure("w1").movement).to_be(5)
  g:choose("attack b1 basic")
  g:rig("d20", { "n15" })
  g:choose("target c3")
  expect_event(g, "artifact_dropped", { figure = "w1", at = "c3" })
  g:choose("pass b1")
  g:choose("move w2")
  g:choose("step w2 b3")
  expect(g:offers("equip w2 c3")).to_be(true)
  g:choose("equip w2 c3")
  expect(g:figure("w2").artifact).to_be("striders_anklet")
  expect(g:figure("w2").movement).to_be(5)
  expect(g:offers("equip w2 c3")).to_be(false)
end)

test("reaction attacks cannot be interrupted (4.1.3.1: interrupts answer attacks on enemies' turns)", function()
  local g = game({
    { id = "w1", side = "white", at = "c3", card = "brute" },
    { id = "b1", side = "black", at = "d3", card = "brute", cards = { "sample_parry" } },
  }, { first_team = "black" })
  g:choose("move b1")
  g:choose("step b1 e3")
  expect(g:prompt()).to_contain("reaction")
  g:rig("d20", { "n15" })
  g:choose("react w1")
  expect(g:offers("interrupt b1 sample_parry")).to_be(false)
  expect(g:prompt()).not_to_contain("interrupt")
end)
