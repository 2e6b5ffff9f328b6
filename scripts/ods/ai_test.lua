-- The bots' and fuzzing's queries (scripts/ods/ai.lua). Test games carry the scenario key
-- `ai_probe: true`: at every choice ai.lua then records what suggest, evaluate, lookahead and
-- invariants answer in game variables (`ai suggest`, `ai key`, `ai eval`, `ai lookahead`,
-- `ai invariant`). The preset (`at`, `figure_vars`, `space_vars`) is applied at the end of set-up,
-- before the first Round's question, so the probe sees it there.
local kit = require("ods.testkit")

local function game(opts)
  opts = opts or {}
  opts.ai_probe = true
  return kit.game(opts)
end

local function probe(g) return g:vars() end

--- answers generic prompts (and travels nowhere) until an option matching `pattern` is offered
local function until_offered(g, pattern)
  for _ = 1, 300 do
    for _, o in ipairs(g:options() or {}) do
      if o:match(pattern) then return end
    end
    local o = kit.generic(g) or (g:options() or {})[1]
    g:choose(o)
  end
  error("never offered: " .. pattern)
end

test("a fresh game breaks no invariant and suggest names an offered option", function()
  local g = game()
  local v = probe(g)
  local opts = g:options()
  expect(v["ai invariant"]).to_be(nil)
  expect(v["ai suggest"] >= 1 and v["ai suggest"] <= #opts).to_be(true)
  expect(v["ai key"]).to_be(opts[v["ai suggest"]])
end)

test("a game of two champions played by suggest ends, every invariant holding at every choice", function()
  local g = game({ champions = { p1 = { "anton", "brom" } } })
  for _ = 1, 3000 do
    if g:finished() then break end
    expect(probe(g)["ai invariant"]).to_be(nil)
    g:choose((g:options() or {})[probe(g)["ai suggest"]])
  end
  expect(g:finished() ~= nil).to_be(true)
end)

test("suggest: a bot asked how many play seats every player (the most offered)", function()
  local g = test.game({ scenario = kit.SCENARIO, villain = "arawn", ai_probe = true })
  expect(g:options()[1]).to_be("players 1")
  expect(probe(g)["ai key"]).to_be("players 4")
end)

test("invariant: a foe on the board with no Health outside a combat round", function()
  local g = game({ at = { undead_horde_2 = "kingsford" }, figure_vars = { undead_horde_2 = { health = 0 } } })
  expect(probe(g)["ai invariant"]).to_contain("foe: undead_horde_2")
end)

test("invariant: Health above the champion's maximum", function()
  local g = game({ figure_vars = { p1_anton = { health = 99 } } })
  expect(probe(g)["ai invariant"]).to_contain("health: p1_anton")
end)

test("invariant: Willpower below zero", function()
  local g = game({ figure_vars = { p1_anton = { willpower = -1 } } })
  expect(probe(g)["ai invariant"]).to_contain("willpower: p1_anton")
end)

test("invariant: more shadow tokens on the map than the box holds (18, p.4)", function()
  local g = game({ space_vars = { kingsford = { shadow = 19 } } })
  expect(probe(g)["ai invariant"]).to_contain("tokens:")
end)

test("invariant: a Hand short of five while the Resource deck has cards (p.11)", function()
  local g = game({ vars = { hand = "lantern,longsword" } })
  expect(probe(g)["ai invariant"]).to_contain("hand: the Hand holds 2 cards")
end)

test("evaluate: a hurt champion and a held quest token move the group's value", function()
  local fresh = probe(game())["ai eval"]
  local hurt = probe(game({ figure_vars = { p1_anton = { health = 1 } } }))["ai eval"]
  local quest = probe(game({ figure_vars = { p1_anton = { quests = 2 } } }))["ai eval"]
  expect(hurt < fresh).to_be(true)
  expect(quest > fresh).to_be(true)
end)

test("evaluate: foes and shadow tokens on the map lower the value", function()
  local fresh = probe(game())["ai eval"]
  local foe = probe(game({ at = { werebears_1 = "tollgate" } }))["ai eval"]
  local shadow = probe(game({ space_vars = { tollgate = { shadow = 1 }, riverwatch = { shadow = 1 } } }))["ai eval"]
  expect(foe < fresh).to_be(true)
  expect(shadow < fresh).to_be(true)
end)

test("suggest: a champion at half Health or less rests", function()
  local g = game({ figure_vars = { p1_anton = { health = 2 } } })
  expect(probe(g)["ai key"]).to_be("rest")
end)

test("suggest: a healthy champion travels towards a quest token in Act I", function()
  local g = game({ at = { p1_anton = "witchs_hollow" }, space_vars = { greywood = { quest = 1 } } })
  local key = probe(g)["ai key"]
  local to = key:match("^travel (%S+)$")
  expect(to ~= nil).to_be(true)
  expect(kit.tokens(g, to, "quest") > 0).to_be(true)
end)

test("suggest: the attack goes to the foe closest to defeat", function()
  local g = game({
    at = { p1_anton = "kingsford", undead_horde_1 = "kingsford", undead_horde_2 = "kingsford" },
    figure_vars = { undead_horde_2 = { health = 1 } },
  })
  until_offered(g, "^attack ")
  expect(probe(g)["ai key"]).to_be("attack p1_anton undead_horde_2")
end)

test("lookahead only at a champion's first action of a Round", function()
  local g = game({ at = { p1_anton = "witchs_hollow" } })
  expect(probe(g)["ai lookahead"]).to_be(true)
  g:choose("travel greywood")
  expect(g:prompt()).to_contain("2 action(s) left")
  expect(probe(g)["ai lookahead"] == true).to_be(false)
end)

test("suggest: set-up takes the villain the bots beat most and the strongest fighters (p.6 III, p.7 V)", function()
  local g = test.game({ scenario = kit.SCENARIO, ai_probe = true })
  g:choose("players 1")
  expect(g:offers("villain arawn")).to_be(true)
  expect(probe(g)["ai key"]).to_be("villain dragon")
  g:choose("villain dragon")
  -- Brom: Health 12, Might 4; Hadrian: Health 11, Might 3, Agility 3; Anton (first offered):
  -- Health 8, Might 2
  expect(g:options()[1]).to_be("champion anton")
  expect(probe(g)["ai key"]).to_be("champion brom")
  g:choose("champion brom")
  -- a second champion helps with the difficulty (FAQ p.17): never `no second champion`
  expect(g:offers("no second champion")).to_be(true)
  expect(probe(g)["ai key"]).to_be("champion hadrian")
end)

-- Test spending (p.10 Tests): Tamlin on Westmarch Keep (a Realm space: one die), Might 3 +
-- Loyal Hound 1, Agility 3, Willpower 5; tests.probe rolls each listed test after `probe N`.
local function spend_game(tests, vars)
  return game({
    champions = { p1 = { "tamlin" } },
    probe_tests = tests,
    figure_vars = { p1_tamlin = vars or {} },
  })
end

test("suggest: a test short by what Willpower covers buys exactly the pass", function()
  local g = spend_game({ { champion = "p1_tamlin", trait = "might", difficulty = 8 } })
  kit.rig(g, 2)
  g:choose("probe 1")
  expect(g:prompt()).to_contain("die 2 + 4 = 6 vs 8")
  expect(probe(g)["ai key"]).to_be("will 2")
end)

test("suggest: no Willpower or Boon thrown at a test it cannot pass", function()
  local g = spend_game({ { champion = "p1_tamlin", trait = "might", difficulty = 14 } }, { boon1 = 1 })
  kit.rig(g, 1)
  g:choose("probe 1")
  -- 5 + at most 5 Willpower + 1 Boon = 11 < 14
  expect(g:offers("will 5")).to_be(true)
  expect(probe(g)["ai key"]).to_be("accept")
end)

test("suggest: in Act I a defence spends Willpower when the blow would kill, not otherwise", function()
  local defence = { { champion = "p1_tamlin", trait = "agility", difficulty = 9, kind = "defence" } }
  local healthy = spend_game(defence, { willpower = 2 })
  kit.rig(healthy, 3)
  healthy:choose("probe 1")
  expect(healthy:prompt()).to_contain("die 3 + 3 = 6 vs 9")
  expect(probe(healthy)["ai key"]).to_be("accept")
  local dying = spend_game(defence, { willpower = 2, health = 3 })
  kit.rig(dying, 3)
  dying:choose("probe 1")
  expect(probe(dying)["ai key"]).to_be("will 2")
end)

test("suggest: a champion on a shadow with nothing to acquire purges it (p.10 Purge Shadows)", function()
  local g = game({
    at = { p1_anton = "witchs_hollow" },
    space_vars = { witchs_hollow = { shadow = 1 }, greywood = { quest = 1 } },
  })
  expect(g:offers("purge")).to_be(true)
  expect(probe(g)["ai key"]).to_be("purge")
end)

test("evaluate: each shadow token counts, two on one space more than one", function()
  local one = probe(game({ space_vars = { tollgate = { shadow = 1 } } }))["ai eval"]
  local two = probe(game({ space_vars = { tollgate = { shadow = 2 } } }))["ai eval"]
  expect(two < one).to_be(true)
end)

test("suggest: in Act II every point of Willpower goes into the attack (p.8: refilled for the fight)", function()
  local attack = { { champion = "p1_tamlin", trait = "might", difficulty = 7, kind = "attack" } }
  local act1 = spend_game(attack)
  kit.rig(act1, 4)
  act1:choose("probe 1")
  -- Act I: 4 + 4 = 8 already lands against Defence 7; the Willpower is kept
  expect(probe(act1)["ai key"]).to_be("accept")
  local g = game({ champions = { p1 = { "tamlin" } }, probe_tests = attack, vars = { act = 2 } })
  kit.rig(g, 4)
  g:choose("probe 1")
  expect(g:offers("will 2")).to_be(true)
  expect(probe(g)["ai key"]).to_be("will 2")
end)
