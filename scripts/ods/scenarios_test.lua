-- The Scenario Phase (p.15, FAQ p.18; scripts/ods/scenarios.lua): the deck by the space's
-- type or the Quest deck, parts, outcomes revealed after the roll/decision, the card to the
-- bottom face up, exhausted decks, quest completion. Cards made up for a test go through
-- the scenario key `probe_steps` (scenarios.probe).
local kit = require("ods.testkit")

local NO_DECKS = {
  deck_world_capital = "",
  deck_world_hollows = "",
  deck_world_realm = "",
  deck_world_wilds = "",
  deck_event = "",
  deck_quest = "",
}

local function offered(g, key)
  for _ = 1, 100 do
    if g:offers(key) then return end
    local o = kit.generic(g)
    if not o then
      error(
        "`" .. key .. "` not offered: " .. tostring(g:prompt()) .. " [" .. table.concat(g:options(), " | ") .. "]",
        2
      )
    end
    g:choose(o)
  end
end

local function game(opts)
  opts = opts or {}
  opts.at = opts.at or { p1_anton = "hollin_vale" }
  local vars = {}
  for k, v in pairs(NO_DECKS) do
    vars[k] = v
  end
  for k, v in pairs(opts.vars or {}) do
    vars[k] = v
  end
  opts.vars = vars
  return kit.game(opts)
end

--- a game that resolves card table `def` for Anton at the first Scenario Phase (`probe 1`)
local function probe(def, opts)
  opts = opts or {}
  opts.probe_steps = { { champion = "p1_anton", card = "probe_card", def = def }, { steps = {} } }
  local g = game(opts)
  offered(g, "probe 1")
  return g
end

local function logged(g, text)
  for _, line in ipairs(g:log()) do
    if line:find(text, 1, true) then return true end
  end
  return false
end

local TWO_PARTS = {
  kind = "world",
  name = "Probe Card",
  parts = {
    {
      text = "PART ONE",
      test = { trait = "might", difficulty = 30 },
      success = { text = "WON ONE", steps = { { gold = 1 } } },
      failure = { text = "LOST ONE" },
    },
    {
      text = "PART TWO",
      test = { trait = "might", difficulty = 1 },
      success = { text = "WON TWO", steps = { { gold = 5 } } },
    },
  },
}

-- Parts -----------------------------------------------------------------------------------------

test("a two-part card stops after a failed part 1: part 2 is never read (p.15)", function()
  local g = probe(TWO_PARTS)
  local gold = g:figure("p1_anton").gold
  g:choose("probe 1")
  kit.settle(g)
  expect(logged(g, "LOST ONE")).to_be(true)
  expect(logged(g, "PART TWO")).to_be(false)
  expect(g:figure("p1_anton").gold).to_be(gold)
  expect(g:vars().probe_1).to_be("failed")
end)

test("after a success in part 1 part 2 follows", function()
  local def = {
    kind = "world",
    name = "Probe Card",
    parts = {
      {
        text = "PART ONE",
        test = { trait = "might", difficulty = 1 },
        success = { text = "WON ONE", steps = { { gold = 1 } } },
      },
      TWO_PARTS.parts[2],
    },
  }
  local g = probe(def)
  local gold = g:figure("p1_anton").gold
  g:choose("probe 1")
  kit.settle(g)
  expect(logged(g, "PART TWO")).to_be(true)
  expect(g:figure("p1_anton").gold).to_be(gold + 6)
  expect(g:vars().probe_1).to_be("passed")
end)

test("a test's outcomes are read only after the roll", function()
  local def = {
    kind = "world",
    name = "Probe Card",
    parts = {
      {
        text = "PART ONE",
        test = { trait = "might", difficulty = 7 },
        success = { text = "WON ONE" },
        failure = { text = "LOST ONE" },
      },
    },
  }
  local g = probe(def)
  kit.rig(g, 1)
  g:choose("probe 1")
  expect(g:options()).to_contain("accept")
  -- the test's own questions (accept, will, boon) come before any outcome
  expect(g:pending()).to_be_truthy()
  expect(logged(g, "PART ONE")).to_be(true)
  expect(logged(g, "LOST ONE")).to_be(false)
  expect(logged(g, "WON ONE")).to_be(false)
  g:choose("accept")
  expect(logged(g, "LOST ONE")).to_be(true)
end)

local FORK = {
  kind = "world",
  name = "The Fork",
  parts = {
    {
      text = "A FORK IN THE ROAD",
      choice = { { key = "left", label = "Take the left path" }, { key = "right", label = "Take the right path" } },
      outcomes = {
        left = { text = "SECRET LEFT", steps = { { gold = 1 } } },
        right = { text = "SECRET RIGHT", steps = { { boon = 1 } } },
      },
    },
  },
}

test("a choice shows the part's text and the options, never the outcomes, until decided", function()
  local g = probe(FORK)
  g:choose("probe 1")
  expect(g:prompt()).to_contain("A FORK IN THE ROAD")
  expect(g:prompt()).not_to_contain("SECRET")
  expect(g:options()).to_be({ "choose left", "choose right" })
  expect(logged(g, "SECRET")).to_be(false)
  local gold = g:figure("p1_anton").gold
  g:choose("choose left")
  expect(logged(g, "SECRET LEFT")).to_be(true)
  expect(logged(g, "SECRET RIGHT")).to_be(false)
  expect(g:figure("p1_anton").gold).to_be(gold + 1)
  expect(g:figure("p1_anton").boon1 or 0).to_be(0)
end)

test("a combat against a named foe out of the game: no combat, the card ends failed (FAQ p.18)", function()
  local def = {
    kind = "quest",
    name = "Titan",
    parts = {
      { text = "The titan wakes.", combat = "undead_titan", success = { steps = { { gold = 3 } } } },
      { text = "PART TWO" },
    },
  }
  local g = probe(def, { figure_vars = { undead_titan = { out = true } } })
  g:choose("probe 1")
  expect_no_event(g, "combat_start")
  expect(logged(g, "PART TWO")).to_be(false)
  expect(g:vars().probe_1).to_be("failed")
  expect_no_event(g, "quest_completed")
end)

-- Quests ---------------------------------------------------------------------------------------------

test("a completed Quest moves the space's quest token to the champion (p.11, p.15)", function()
  local def =
    { kind = "quest", name = "Probe Quest", parts = { { text = "Q", test = { trait = "might", difficulty = 1 } } } }
  local g = probe(def, { vars = { ["quest@hollin_vale"] = 1 } })
  g:choose("probe 1")
  kit.settle(g)
  expect(g:figure("p1_anton").quests).to_be(1)
  expect(kit.tokens(g, "hollin_vale", "quest")).to_be(0)
  expect_event(g, "quest_completed", { champion = "p1_anton", card = "probe_card" })
  expect_event(g, "token_removed", { kind = "quest", space = "hollin_vale" })
end)

test("a failed Quest leaves the token on the space", function()
  local def =
    { kind = "quest", name = "Probe Quest", parts = { { text = "Q", test = { trait = "might", difficulty = 30 } } } }
  local g = probe(def, { vars = { ["quest@hollin_vale"] = 1 } })
  g:choose("probe 1")
  kit.settle(g)
  expect(g:figure("p1_anton").quests or 0).to_be(0)
  expect(kit.tokens(g, "hollin_vale", "quest")).to_be(1)
end)

-- Decks ----------------------------------------------------------------------------------------

test("the champion draws from its space's World deck; the card goes to the bottom face up", function()
  local g = game({ vars = { deck_world_realm = "highwaymen,harvest_festival" } })
  offered(g, "choose pay")
  expect_event(g, "scenario_drawn", { champion = "p1_anton", card = "highwaymen", deck = "world_realm" })
  local gold = g:figure("p1_anton").gold
  g:choose("choose pay")
  expect(g:figure("p1_anton").gold).to_be(gold - 1)
  expect(g:vars().deck_world_realm).to_be("harvest_festival,highwaymen")
  expect(g:vars().up_world_realm).to_be(1)
  expect_event(g, "scenario_done", { champion = "p1_anton", card = "highwaymen", passed = true })
end)

test("a World deck all face up gives no Scenario (p.15)", function()
  local g = game({ vars = { deck_world_realm = "highwaymen", up_world_realm = 1 } })
  offered(g, "pass")
  g:choose("pass") -- Turn 1's Round; the next question is Turn 2's Round
  expect(g:vars().turn).to_be(2)
  expect_no_event(g, "scenario_drawn")
  expect(logged(g, "no Scenario left")).to_be(true)
end)

test("on a quest token the champion may draw from the Quest deck (`draw quest`)", function()
  local g =
    game({ vars = { deck_world_realm = "harvest_festival", deck_quest = "highwaymen", ["quest@hollin_vale"] = 1 } })
  offered(g, "draw quest")
  expect(g:options()).to_contain("draw world")
  g:choose("draw quest")
  expect_event(g, "scenario_drawn", { card = "highwaymen", deck = "quest" })
end)

test("without a quest token nobody is asked: the World deck", function()
  local g = game({ vars = { deck_world_realm = "highwaymen", deck_quest = "harvest_festival" } })
  offered(g, "choose pay")
  expect_no_event(g, "scenario_drawn", { deck = "quest" })
  expect_event(g, "scenario_drawn", { deck = "world_realm" })
end)

test("an exhausted Quest deck is not offered: the World deck without a question", function()
  local g = game({
    vars = {
      deck_world_realm = "highwaymen",
      deck_quest = "harvest_festival",
      up_quest = 1,
      ["quest@hollin_vale"] = 1,
    },
  })
  offered(g, "choose pay")
  expect_event(g, "scenario_drawn", { deck = "world_realm" })
end)

test(
  "the champion who began a Scenario's combat retreats: the killing blow's champion finishes it (FAQ p.18)",
  function()
    local def = {
      kind = "world",
      name = "Corpse",
      parts = {
        { text = "A corpse rises.", combat = "undead_corpse", success = { text = "WON", steps = { { gold = 5 } } } },
      },
    }
    local g = probe(def, {
      villain = "dragon",
      champions = { p1 = { "anton" }, p2 = { "brom" } },
      at = { p1_anton = "hollin_vale", p2_brom = "hollin_vale" },
      figure_vars = { p1_anton = { prev = "riverwatch" } },
    })
    local anton, brom = g:figure("p1_anton").gold, g:figure("p2_brom").gold
    kit.rig(g, 1, 1, 6) -- round 1: both miss or graze, the corpse's attack is parried
    g:choose("probe 1")
    local want = {
      "join p2_brom",
      "attack p1_anton undead_corpse_1",
      "attack p2_brom undead_corpse_1",
      "retreat p1_anton",
      "stay p2_brom",
      "stay",
    }
    for _ = 1, 30 do
      if g:offers("probe 2") then break end
      local pick
      for _, w in ipairs(want) do
        if not pick and g:offers(w) then pick = w end
      end
      if pick == "stay p2_brom" or pick == "stay" then kit.rig(g, 6, 6) end
      if not pick and g:prompt() and g:prompt():find("defend", 1, true) then pick = g:options()[1] end
      g:choose(pick or kit.generic(g) or 1)
    end
    expect_event(g, "retreated", { champion = "p1_anton" })
    expect_event(g, "foe_defeated", { foe = "undead_corpse_1", by = "p2_brom" })
    expect(g:figure("p2_brom").gold).to_be(brom + 1 + 5) -- the reward, then the Scenario's success
    expect(g:figure("p1_anton").gold).to_be(anton)
    expect(g:vars().probe_1).to_be("passed")
  end
)

test("the Scenario Phase begins with the champion holding Initiative, not seat 1 (p.15)", function()
  -- Natasha (Agility 4) holds Initiative over Anton (Agility 2; provisional cards)
  local g = game({
    champions = { p1 = { "anton" }, p2 = { "natasha" } },
    at = { p1_anton = "hollin_vale", p2_natasha = "tollgate" },
    vars = { deck_world_realm = "harvest_festival,highwaymen" },
  })
  for _ = 1, 100 do
    if #g:events("scenario_drawn") >= 1 or g:finished() then break end
    g:choose(kit.generic(g) or g:options()[1])
  end
  expect(tostring(g:vars().initiative):match("^[^,]+")).to_be("p2_natasha")
  expect(g:events("scenario_drawn")[1].champion).to_be("p2_natasha")
end)
