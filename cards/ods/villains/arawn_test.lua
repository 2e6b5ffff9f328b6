-- Arawn (cards/ods/villains/arawn.lua): the Act I setup, the march on the Capitals (FAQ p.18),
-- the Act II regain negated by a quest token for one round.
local kit = require("ods.testkit")
-- kit.villain_game (empty decks), kit.duel_game/duel_round, kit.until_turn: scripts/ods/testkit.lua

local function space_tags(space)
  local tags = {
    sunken_chapel = "crypt",
    crypt_of_ide = "crypt",
    dunmarrow_catacombs = "crypt",
    barrow_of_kings = "barrow",
    gallows_pit = "barrow",
  }
  return tags[space]
end

test(
  "Arawn's setup: half the champions in quest tokens, two shadows on Hollows, a foe in a crypt and a barrow",
  function()
    local g = kit.villain_game({
      villain = "arawn",
      champions = { p1 = { "anton" }, p2 = { "brom" }, p3 = { "freya" } },
      at = { p1_anton = "hollin_vale", p2_brom = "tollgate", p3_freya = "riverwatch" },
    })
    local quests, shadows = 0, {}
    for _, e in ipairs(g:events("token_placed")) do
      if e.kind == "quest" then
        quests = quests + 1
      else
        shadows[#shadows + 1] = e.space
      end
    end
    expect(quests).to_be(2)
    expect(#shadows).to_be(2)
    local hollows = {
      sunken_chapel = 1,
      barrow_of_kings = 1,
      deepdelve_mines = 1,
      crypt_of_ide = 1,
      wyrm_caves = 1,
      witchs_hollow = 1,
      drowned_halls = 1,
      smugglers_grotto = 1,
      dunmarrow_catacombs = 1,
      gallows_pit = 1,
    }
    for _, s in ipairs(shadows) do
      expect(hollows[s]).to_be(1)
    end
    local foes = g:events("foe_entered")
    expect(#foes).to_be(2)
    expect(space_tags(foes[1].space)).to_be("crypt")
    expect(space_tags(foes[2].space)).to_be("barrow")
    expect(g:card("arawn", "foes")).to_be_truthy()
  end
)

test("Arawn's foes walk toward the nearest Capital; each arrival costs every champion 1 Willpower once", function()
  local g = kit.villain_game({
    villain = "arawn",
    champions = { p1 = { "anton" }, p2 = { "brom" } },
    at = { p1_anton = "hollin_vale", p2_brom = "tollgate", undead_horde_1 = "kingsford" },
  })
  local a0, b0 = g:figure("p1_anton").willpower, g:figure("p2_brom").willpower
  kit.until_turn(g, 2)
  expect_event(g, "foe_moved", { foe = "undead_horde_1", from = "kingsford", to = "caer_aurin" })
  local n1 = kit.capital_arrivals(g)
  expect(n1).to_be_at_least(1)
  expect(g:figure("p1_anton").willpower).to_be(a0 - n1)
  expect(g:figure("p2_brom").willpower).to_be(b0 - n1)
  -- Turn 2: the horde stays on the Capital and costs nothing more; only new arrivals count
  local moved = #g:events("foe_moved")
  kit.until_turn(g, 3)
  for i = moved + 1, #g:events("foe_moved") do
    expect(g:events("foe_moved")[i].foe).not_to_be("undead_horde_1")
  end
  local n2 = kit.capital_arrivals(g, moved)
  expect(g:figure("p1_anton").willpower).to_be(math.max(0, a0 - n1 - n2))
  expect(kit.at(g, "undead_horde_1")).to_be("caer_aurin")
end)

test("Arawn regains 2 Health at the end of each round he survives, unless negated that round", function()
  -- the Fallen Knight of the setup (seed 1) would call Anton to a duel: sent elsewhere
  local g = kit.duel_game("arawn", "barrow_of_kings", 3, { fallen_knight_1 = "tollgate" })
  local h = g:figure("arawn").health
  kit.duel_round(g, "negate", 6, 6) -- 6 + Might 3 (Anton in the Hollows) = 9 vs Defence 6: 3 damage, no regain
  expect(g:figure("arawn").health).to_be(h - 3)
  kit.duel_round(g, "no negate", 6, 6) -- 3 damage, then +2
  expect(g:figure("arawn").health).to_be(h - 4)
  kit.duel_round(g, "negate", 6, 6)
  expect(g:figure("arawn").health).to_be(h - 7)
end)

-- The card's own defeat (p.14 "conditions on the Villain card"; our design): seven foes on
-- the Capitals, looked at after each Act I progression ----------------------------------------

local function on_capitals(g)
  local n = 0
  for _, id in ipairs({
    "undead_corpse_1",
    "undead_corpse_2",
    "undead_corpse_3",
    "undead_corpse_4",
    "undead_corpse_5",
    "undead_corpse_6",
    "wraiths_1",
    "wraiths_2",
    "undead_horde_1",
    "undead_horde_2",
    "black_magi_1",
    "black_magi_2",
    "death_cultists_1",
    "death_cultists_2",
    "fallen_knight_1",
    "fallen_knight_2",
    "vampire_maiden_1",
  }) do
    local ok, f = pcall(function() return g:figure(id) end)
    if ok and f and f.on_board and kit.CAPITALS[f.at] then n = n + 1 end
  end
  return n
end

test("seven of Arawn's foes on the Capitals after his progression: defeat for all (p.14)", function()
  local at = { p1_anton = "hollin_vale", wraiths_1 = "dunmarrow" }
  for i = 1, 6 do
    at["undead_corpse_" .. i] = "caer_aurin"
  end
  local out = kit.check_villain_defeat({ villain = "arawn", at = at }, "Seven of his dead")
  expect(out.ending).to_be("arawn_defeat")
  expect(out.turn).to_be(1)
  expect(out.act).to_be(1)
end)

-- The boundary, counted exactly: the foes his set-up placed at random (a crypt or barrow next
-- to a Capital would march there) are taken off (kit.keep_foes); his progression's foe enters
-- on the Hollows after the march, so the Capitals hold the preset foes at the check.

local function capital_dead(n, extra)
  local at, keep = { p1_anton = "hollin_vale" }, {}
  for i = 1, n do
    at["undead_corpse_" .. i] = "caer_aurin"
    keep[#keep + 1] = "undead_corpse_" .. i
  end
  for id, space in pairs(extra or {}) do
    at[id] = space
    keep[#keep + 1] = id
  end
  return { villain = "arawn", at = at, preset = { calls = { { "testkit.keep_foes", table.concat(keep, ",") } } } }
end

test(
  "exactly seven on the Capitals after his progression: defeat",
  function() kit.check_villain_defeat(capital_dead(6, { wraiths_1 = "dunmarrow" }), "Seven of his dead", "7 of 7") end
)

test("six on the Capitals after his progression: the story goes on", function()
  local g = kit.check_no_villain_defeat(capital_dead(6), 6, 7)
  expect(on_capitals(g)).to_be(6)
end)

test("fewer than seven on the Capitals: the story goes on; the threat is counted in the log", function()
  local at = { p1_anton = "hollin_vale" }
  for i = 1, 4 do
    at["undead_corpse_" .. i] = "caer_aurin"
  end
  local g = kit.villain_game({ villain = "arawn", at = at })
  kit.until_turn(g, 2)
  expect(g:finished()).to_be_nil()
  -- at most the two set-up foes arrived too: 4..6 of 7
  local n = on_capitals(g)
  expect(n >= 4 and n <= 6).to_be(true)
  local logged = false
  for _, l in ipairs(g:log()) do
    if l:find("the villain's threat: " .. n .. " of 7", 1, true) then logged = true end
  end
  expect(logged).to_be(true)
end)
