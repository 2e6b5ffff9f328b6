-- Data steps (scripts/ods/steps.lua; docs/ODS.md §4.2, §4.7): run through the Scenario
-- Phase's test probe (scenario key `probe_steps`, scenarios.probe), each list waiting for
-- `probe N` so the dice can be rigged first; a last empty entry holds the game still while
-- the state is read.
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

--- a game whose Scenario Phase first runs `entries` (probe 1..n), then waits at `probe n+1`
local function probe(entries, opts)
  opts = opts or {}
  local list = {}
  for i, e in ipairs(entries) do
    list[i] = e
  end
  list[#list + 1] = { steps = {} }
  opts.probe_steps = list
  opts.at = opts.at or { p1_anton = "hollin_vale" }
  local vars = {}
  for k, v in pairs(NO_DECKS) do
    vars[k] = v
  end
  for k, v in pairs(opts.vars or {}) do
    vars[k] = v
  end
  opts.vars = vars
  local g = kit.game(opts)
  offered(g, "probe 1")
  return g
end

local function pool(g, kind)
  local out = {}
  for x in tostring(g:vars()["pool_" .. kind] or ""):gmatch("[^,]+") do
    out[#out + 1] = x
  end
  return out
end

local function count(g, name, from) return #g:events(name) - (from or 0) end

-- Tracks ------------------------------------------------------------------------------------

test("gold, boons and Willpower change the champion's tracks; gains stop at the maximum", function()
  local g = probe({
    { champion = "p1_anton", steps = { { gold = 3 }, { gold = -10 }, { boon = 2, count = 2 }, { willpower = 9 } } },
  })
  g:choose("probe 1")
  local a = g:figure("p1_anton")
  expect(a.gold).to_be(0)
  expect(a.boon2).to_be(2)
  expect(a.willpower).to_be(a.max_willpower)
end)

test("a Health loss is damage (combat.damage_champion); a gain never passes the maximum", function()
  local g = probe({
    { champion = "p1_anton", steps = { { health = -3 } } },
    { champion = "p1_anton", steps = { { health = 10 } } },
  })
  local max = g:figure("p1_anton").max_health
  g:choose("probe 1")
  expect(g:figure("p1_anton").health).to_be(max - 3)
  g:choose("probe 2")
  expect(g:figure("p1_anton").health).to_be(max)
end)

test('each = "champion" runs the step once for every champion in play', function()
  local g = probe(
    { { steps = { { each = "champion", gold = 1 } } } },
    { champions = { p1 = { "anton" }, p2 = { "brom" } }, at = { p1_anton = "hollin_vale", p2_brom = "tollgate" } }
  )
  local a, b = g:figure("p1_anton").gold, g:figure("p2_brom").gold
  g:choose("probe 1")
  expect(g:figure("p1_anton").gold).to_be(a + 1)
  expect(g:figure("p2_brom").gold).to_be(b + 1)
end)

-- Tokens (p.6, FAQ p.17) --------------------------------------------------------------------

test('"half" the champions rounds up: three champions place two quest tokens', function()
  local g = probe({ { steps = { { place = "quest", count = "half" } } } }, {
    champions = { p1 = { "anton" }, p2 = { "brom" }, p3 = { "freya" } },
    at = { p1_anton = "hollin_vale", p2_brom = "tollgate", p3_freya = "riverwatch" },
  })
  local before, placed = #pool(g, "quest"), count(g, "token_placed")
  g:choose("probe 1")
  expect(#pool(g, "quest")).to_be(before - 2)
  expect(count(g, "token_placed", placed)).to_be(2)
end)

test('"half" of one champion is one token', function()
  local g = probe({ { steps = { { place = "shadow", count = "half" } } } })
  local before = #pool(g, "shadow")
  g:choose("probe 1")
  expect(#pool(g, "shadow")).to_be(before - 1)
end)

test("a typed draw keeps drawing until the type shows; the others go back to the pile (FAQ p.17)", function()
  local g = probe({ { steps = { { place = "shadow", type = "hollows" } } } })
  local before = pool(g, "shadow")
  local others = 0
  for _, l in ipairs(before) do
    if not l:match("^hollows") then others = others + 1 end
  end
  local placed = count(g, "token_placed")
  kit.rig(g, 1)
  g:choose("probe 1")
  local e = g:events("token_placed")[placed + 1]
  expect(e.kind).to_be("shadow")
  local hollows = {
    sunken_chapel = 1,
    barrow_of_kings = 2,
    deepdelve_mines = 3,
    crypt_of_ide = 4,
    wyrm_caves = 5,
    witchs_hollow = 6,
    drowned_halls = 7,
    smugglers_grotto = 8,
    dunmarrow_catacombs = 9,
    gallows_pit = 10,
  }
  expect(hollows[e.space] ~= nil).to_be(true)
  local after = pool(g, "shadow")
  local others_after = 0
  for _, l in ipairs(after) do
    if not l:match("^hollows") then others_after = others_after + 1 end
  end
  expect(others_after).to_be(others)
  expect(#after).to_be(#before - 1)
end)

test("a token placed by label lands on the space of that type and number", function()
  local g =
    probe({ { steps = { { place = "shadow", at = { label = "hollows-3" } }, { place = "quest", at = "tollgate" } } } })
  local shadow = kit.tokens(g, "deepdelve_mines", "shadow")
  local quest = kit.tokens(g, "tollgate", "quest")
  g:choose("probe 1")
  expect(kit.tokens(g, "deepdelve_mines", "shadow")).to_be(shadow + 1)
  expect(kit.tokens(g, "tollgate", "quest")).to_be(quest + 1)
end)

test("removing a shadow token takes it off the space and returns it to the pile; shadow = -1 works here", function()
  local g = probe({
    { champion = "p1_anton", steps = { { shadow = 2 } } },
    { champion = "p1_anton", steps = { { shadow = -1 } } },
    { champion = "p1_anton", steps = { { remove = "shadow", count = 5 } } },
  })
  g:choose("probe 1")
  expect(kit.tokens(g, "hollin_vale", "shadow")).to_be(2)
  local before = #pool(g, "shadow")
  g:choose("probe 2")
  expect(kit.tokens(g, "hollin_vale", "shadow")).to_be(1)
  expect(#pool(g, "shadow")).to_be(before + 1)
  g:choose("probe 3")
  expect(kit.tokens(g, "hollin_vale", "shadow")).to_be(0)
  expect_event(g, "token_removed", { kind = "shadow", space = "hollin_vale" })
end)

test("remove at a type picks among the spaces of that type holding a token", function()
  local g =
    probe({ { steps = { { place = "shadow", at = "tollgate" }, { remove = "shadow", at = { type = "realm" } } } } })
  g:choose("probe 1")
  expect(kit.tokens(g, "tollgate", "shadow")).to_be(0)
end)

test('remove at "random": a token off a random space of the whole map that holds one', function()
  local g = probe({
    { steps = { { place = "shadow", at = "tollgate" }, { place = "shadow", at = "greywood" } } },
    { steps = { { remove = "shadow", at = "random" } } },
    { steps = { { remove = "shadow", at = "random", count = 40 } } },
  })
  g:choose("probe 1")
  local total = kit.on_map(g, "shadow")
  expect(total).to_be_at_least(2)
  g:choose("probe 2")
  -- one pick, never wasted on an empty space
  expect(kit.on_map(g, "shadow")).to_be(total - 1)
  expect(#g:events("token_removed")).to_be(1)
  g:choose("probe 3")
  -- more removals asked than tokens lie on the map: all gone, no error
  expect(kit.on_map(g, "shadow")).to_be(0)
  expect(#g:events("token_removed")).to_be(total)
  expect(g:vars().probe_3).to_be("done")
end)

test("quest_done moves the space's quest token to the champion (p.11)", function()
  local g = probe({
    {
      champion = "p1_anton",
      card = "some_quest",
      steps = { { place = "quest", at = "hollin_vale" }, { quest_done = true } },
    },
  })
  local here = kit.tokens(g, "hollin_vale", "quest") -- the setup may have put one there too
  g:choose("probe 1")
  expect(kit.tokens(g, "hollin_vale", "quest")).to_be(here)
  expect(g:figure("p1_anton").quests).to_be(1)
  expect_event(g, "quest_completed", { champion = "p1_anton", card = "some_quest" })
end)

-- Foes --------------------------------------------------------------------------------------

test("a foe enters on a random space of a tag, by a d6 over the list", function()
  -- coast: saltmere, fishers_reach, storm_coast, smugglers_grotto (sorted by id)
  local g = probe({ { steps = { { foe = "random", at = { tag = "coast" } } } } })
  local n = count(g, "foe_entered")
  kit.rig(g, 6, 2)
  g:choose("probe 1")
  local e = g:events("foe_entered")[n + 1]
  expect(e.space).to_be("saltmere")
end)

test("a named foe enters on a named space", function()
  local g = probe({ { steps = { { foe = "kelpie", at = "tollgate" } } } })
  g:choose("probe 1")
  expect_event(g, "foe_entered", { foe = "kelpie_1", space = "tollgate" })
end)

test("a named foe that is out of the game: no combat and the list stops (FAQ p.18)", function()
  local g = probe(
    { { champion = "p1_anton", steps = { { combat = "undead_titan" }, { gold = 5 } } } },
    { figure_vars = { undead_titan = { out = true } } }
  )
  local gold = g:figure("p1_anton").gold
  g:choose("probe 1")
  expect_no_event(g, "combat_start")
  expect(g:figure("p1_anton").gold).to_be(gold)
  expect(g:vars().probe_1).to_be("stop")
end)

-- Other steps -------------------------------------------------------------------------------

test("travel along a path sets the retreat space; a move to a far space clears it", function()
  local g = probe({
    { champion = "p1_anton", steps = { { travel = "riverwatch" } } },
    { champion = "p1_anton", steps = { { travel = "caer_aurin" } } },
  })
  g:choose("probe 1")
  expect(kit.at(g, "p1_anton")).to_be("riverwatch")
  expect(g:figure("p1_anton").prev).to_be("hollin_vale")
  expect_event(g, "travelled", { champion = "p1_anton", from = "hollin_vale", to = "riverwatch" })
  g:choose("probe 2")
  expect(kit.at(g, "p1_anton")).to_be("caer_aurin")
  expect(g:figure("p1_anton").prev).to_be_nil()
end)

test("an affliction of a type is drawn and attached", function()
  local g = probe({ { champion = "p1_anton", steps = { { affliction = "physical" } } } })
  g:choose("probe 1")
  expect_event(g, "affliction_gained", { champion = "p1_anton" })
  local physical = { broken_arm = true, fever = true, poisoned = true, twisted_ankle = true }
  local held = 0
  for _, c in ipairs(g:cards("p1_anton")) do
    if physical[c] then held = held + 1 end
  end
  expect(held).to_be(1)
end)

test("a test step runs its success or its failure", function()
  local g = probe({
    {
      champion = "p1_anton",
      steps = {
        { test = { trait = "might", difficulty = 30 }, success = { { gold = 10 } }, failure = { { boon = 1 } } },
      },
    },
  })
  g:choose("probe 1")
  kit.settle(g)
  expect(g:figure("p1_anton").boon1).to_be(1)
  expect(g:figure("p1_anton").gold).to_be_at_most(5)
end)

test("an ending step ends the game with that Story Ending", function()
  local g = probe({ { champion = "p1_anton", steps = { { ending = "arawn_defeat" }, { gold = 5 } } } })
  g:choose("probe 1")
  expect(g:finished()).to_be_truthy()
  expect(g:outcome().ending).to_be("arawn_defeat")
  expect(g:outcome().outcome).to_be("defeat")
end)

test("an unknown step key is an error naming the card", function()
  local g = probe({ { champion = "p1_anton", card = "bad_card", steps = { { golde = 2 } } } })
  expect_error(function() g:choose("probe 1") end, "bad_card")
end)

test("a step without any action is an error too", function()
  local g = probe({ { champion = "p1_anton", card = "empty_card", steps = { { count = 2 } } } })
  expect_error(function() g:choose("probe 1") end, "empty_card")
end)

test("every card's step lists use the vocabulary; each villain has its 7/6/7 foes and 3/4/3 epic foes (p.6)", function()
  local g = probe({}, { probe_check = true })
  expect(g:vars().probe_check).to_be("")
  expect(g:vars().probe_checked).to_be_at_least(60)
end)

test("a relic from the Hand is attached and the Hand restocked to five (p.11)", function()
  local g = probe(
    { { champion = "p1_anton", steps = { { resource = "relic_from_hand" } } } },
    { vars = { hand = "ancestral_blade,longsword,lantern,parry,heal", deck_resource = "heal,longsword" } }
  )
  g:choose("probe 1")
  expect(g:figure("p1_anton").cards).to_contain("ancestral_blade")
  expect(g:vars().hand).to_be("longsword,lantern,parry,heal,heal")
  expect(g:vars().deck_resource).to_be("longsword")
  expect_event(g, "resource_acquired", { champion = "p1_anton" })
end)

test("a resource of a type comes from the Hand; none there: nothing", function()
  local g = probe({
    { champion = "p1_anton", steps = { { resource = { type = "weapon" } } } },
    { champion = "p1_anton", steps = { { resource = { type = "armour" } } } },
  }, { vars = { hand = "ancestral_blade,longsword,lantern,parry,heal", deck_resource = "heal,parry" } })
  g:choose("probe 1")
  expect(g:figure("p1_anton").cards).to_contain("longsword")
  local n = #g:events("resource_acquired")
  g:choose("probe 2")
  expect(#g:events("resource_acquired")).to_be(n)
end)

test("a named resource is searched out of the Resource deck when not in the Hand", function()
  local g = probe(
    { { champion = "p1_anton", steps = { { resource = "aegis_of_dawn" } } } },
    { vars = { hand = "longsword,lantern,parry,heal,ancestral_blade", deck_resource = "heal,aegis_of_dawn,longsword" } }
  )
  g:choose("probe 1")
  expect(g:figure("p1_anton").cards).to_contain("aegis_of_dawn")
  expect(g:vars().deck_resource).to_be("heal,longsword")
  expect(g:vars().hand).to_be("longsword,lantern,parry,heal,ancestral_blade")
end)

test("an epic foe brought to a named space leaves the epic pile", function()
  local g = probe({ { steps = { { epic = "herne", at = "tollgate" } } } })
  expect(g:vars().epic_pile).to_contain("herne")
  g:choose("probe 1")
  expect_event(g, "foe_entered", { foe = "herne", space = "tollgate" })
  expect(g:vars().epic_pile).not_to_contain("herne")
  expect(g:figure("herne").epic).to_be(true)
end)

test("a Quest's epic foe enters on the champion's space and the champion fights it", function()
  local g = probe({ { champion = "p1_anton", steps = { { epic = "herne" }, { gold = 9 } } } })
  g:choose("probe 1")
  expect_event(g, "foe_entered", { foe = "herne", space = "hollin_vale" })
  expect_event(g, "combat_start", { kind = "scenario", space = "hollin_vale" })
end)
