-- The Epic Campaign's XP (ATC 11.2, 11.3): a quest's XP and the purchases between quests, played
-- as a phase game (`phase: epic`, `campaign:` document) whose choices offer only what is allowed.

local BOARD = "+---+\n| . |\n+---+"

local function phase(doc)
  return test.game({ board = BOARD, figures = {}, mode = "coop", phase = "epic", campaign = doc })
end

local function party(xp, extra)
  local doc = {
    xp = xp,
    heroes = {
      brannoc = { role = "tank", level_ups = {} },
      aurelle = { role = "healer", level_ups = {} },
    },
    shop = {
      { kind = "level_up", id = "level_up_might" },
      { kind = "primary", id = "shield_bash", role = "tank" },
      { kind = "special", id = "unbreakable", role = "tank" },
      { kind = "scroll", id = "scroll_of_fire" },
      { kind = "artifact", id = "hawkeye_lens", level = 1 },
      { kind = "artifact", id = "crown_of_the_champion", level = 2 },
      { kind = "artifact", id = "relic_three", level = 3 },
    },
  }
  for k, v in pairs(extra or {}) do
    doc[k] = v
  end
  return doc
end

local function done(g)
  g:choose("done")
  return g:outcome().campaign
end

test("level ups cost 4, 8 then 12 XP for the same hero and type", function()
  local g = phase(party(24))
  g:choose("buy brannoc level_up level_up_might")
  g:choose("buy brannoc level_up level_up_might")
  g:choose("buy brannoc level_up level_up_might")
  local doc = done(g)
  expect(doc.xp).to_be(0)
  expect(doc.heroes.brannoc.level_ups.level_up_might).to_be(3)
end)

test("a fourth equal level up is never offered; what costs more than the XP is not either", function()
  local doc = party(40)
  doc.heroes.brannoc.level_ups = { level_up_might = 3 }
  local g = phase(doc)
  expect(g:offers("buy brannoc level_up level_up_might")).to_be(false)
  expect(g:offers("buy aurelle level_up level_up_might")).to_be(true)
  local poor = party(3)
  poor.heroes.brannoc.level_ups = { level_up_might = 1 } -- the second costs 8
  local p = phase(poor)
  expect(p:offers("buy brannoc level_up level_up_might")).to_be(false)
  expect(p:offers("buy aurelle level_up level_up_might")).to_be(false) -- 4 > 3
  expect(p:offers("buy brannoc primary shield_bash")).to_be(true) -- 3
end)

test("at most six level ups per hero, and five copies of a type in the team", function()
  local doc = party(40)
  doc.heroes.brannoc.level_ups = { level_up_guard = 3, level_up_stride = 3 }
  doc.heroes.aurelle.level_ups = { level_up_might = 2 }
  doc.heroes.oren = { role = "healer", level_ups = { level_up_might = 3 } }
  local g = phase(doc)
  expect(g:offers("buy brannoc level_up level_up_might")).to_be(false) -- 6 already
  expect(g:offers("buy aurelle level_up level_up_might")).to_be(false) -- team holds 5
end)

test("primary attacks: 3 XP, the hero's combat role, at most two extra", function()
  local doc = party(20)
  local g = phase(doc)
  expect(g:offers("buy brannoc primary shield_bash")).to_be(true)
  expect(g:offers("buy aurelle primary shield_bash")).to_be(false)
  g:choose("buy brannoc primary shield_bash")
  expect(g:offers("buy brannoc primary shield_bash")).to_be(false) -- owned
  local out = done(g)
  expect(out.xp).to_be(17)
  local full = party(20)
  full.heroes.brannoc.primaries = { "a", "b" }
  expect(phase(full):offers("buy brannoc primary shield_bash")).to_be(false)
end)

test("special attacks: 2 XP, one extra at a time, never the same consumable twice", function()
  local doc = party(20, { specials_used = {} })
  local g = phase(doc)
  g:choose("buy brannoc special unbreakable")
  local out = done(g)
  expect(out.xp).to_be(18)
  local again = party(20, { specials_used = { "unbreakable" } })
  expect(phase(again):offers("buy brannoc special unbreakable")).to_be(false)
end)

test("improved first aid: 3 XP for one, 8 for two, at most two owned", function()
  local g = phase(party(11))
  expect(g:offers("buy aid 2")).to_be(true)
  g:choose("buy aid 1")
  expect(g:offers("buy aid 2")).to_be(false)
  expect(g:offers("buy aid 1")).to_be(true)
  g:choose("buy aid 1")
  expect(g:offers("buy aid 1")).to_be(false)
  local out = done(g)
  expect(out.aid).to_be(2)
  expect(out.xp).to_be(5)
end)

test("scrolls 1 XP (once), artifacts 4 / 8 XP, level 3 artifacts never", function()
  local g = phase(party(13))
  expect(g:offers("buy artifact relic_three")).to_be(false)
  g:choose("buy scroll scroll_of_fire")
  expect(g:offers("buy scroll scroll_of_fire")).to_be(false)
  g:choose("buy artifact hawkeye_lens")
  g:choose("buy artifact crown_of_the_champion")
  local out = done(g)
  expect(out.xp).to_be(0)
  expect(out.artifacts).to_be({ "hawkeye_lens", "crown_of_the_champion" })
end)

test("a won quest's XP is added once before spending; a lost quest gives none", function()
  local won = party(2, { result = { won = true, xp = 10 } })
  local g = phase(won)
  local out = done(g)
  expect(out.xp).to_be(12)
  expect(out.result.counted).to_be(true)
  local again = phase(out)
  expect(done(again).xp).to_be(12)
  local lost = party(2, { result = { won = false, xp = 10 } })
  expect(done(phase(lost)).xp).to_be(2)
end)

-- A finished mission reports its XP through coop.finish (campaign.quest_xp) ----------------------

local function quest_won(difficulty, extra_hero)
  local figures = {
    { id = "korrag", side = "heroes", at = "a1", card = "korrag" },
    { id = "warlord", side = "foes", at = "b2", card = "warlord", start_hp = 1 },
  }
  if extra_hero then figures[#figures + 1] = extra_hero end
  local g = test.game({
    mode = "coop",
    quest = "ember_keep",
    difficulty = difficulty,
    board = test.open_board(6, 4),
    evil_powers = { "frenzy" },
    flasks = {},
    figures = figures,
  })
  if g:offers("next korrag") then g:choose("next korrag") end
  g:rig("d20", { "n15" })
  g:choose("attack korrag basic")
  if g:offers("target b2") then g:choose("target b2") end
  if g:offers("crit no") then g:choose("crit no") end
  g:choose("pass korrag")
  return g
end

test("a won mission reports its XP: normal sums the objectives met", function()
  local g = quest_won("normal")
  expect(g:finished()).to_contain("heroes")
  local r = g:outcome().report
  expect(r.won).to_be(true)
  expect(r.secondary).to_be({ "no_fallen" })
  expect(r.xp).to_be(6 + 2)
end)

test(
  "daydream: 20 XP for the primary objective, none for secondaries",
  function() expect(quest_won("daydream"):outcome().report.xp).to_be(20) end
)

test("nightmare: primary - 8 (never below 0), secondaries, 3 XP per living hero", function()
  local g = quest_won("nightmare", { id = "aurelle", side = "heroes", at = "f4", card = "aurelle" })
  expect(g:outcome().report.heroes_alive).to_be(2)
  expect(g:outcome().report.xp).to_be(0 + 2 + 3 * 2)
end)

-- The whole campaign (config = ruleset.yaml's `campaign:`; run by `skirmish campaign`) ----------

local CONFIG = {
  quests = { "mission_ember_keep", "boss_tyrants_forge" },
  party_size = 2,
  max_attempts = 2,
  heroes = { "brannoc", "maelis", "kestrel", "nyra", "korrag" },
  level_ups = { "level_up_guard", "level_up_might", "level_up_stride", "level_up_vitality" },
  artifacts = { "charm_of_warding", "hawkeye_lens", "striders_anklet" },
  scrolls = { "scroll_of_fire" },
}

-- A new campaign recruits brannoc (tank) and kestrel (shooter).
local function recruited()
  local g = phase({ config = CONFIG })
  expect(g:offers("recruit brannoc")).to_be(true)
  g:choose("recruit brannoc")
  expect(g:offers("recruit brannoc")).to_be(false)
  g:choose("recruit kestrel")
  return g:outcome().campaign
end

local function after(doc, won, xp, quest)
  doc.quest = quest or doc.quest
  doc.result = {
    scenario = "mission_ember_keep",
    name = "The Ember Keep",
    winner = won and "heroes" or "foes",
    report = { won = won, xp = xp },
  }
  return phase(doc)
end

test("a new campaign recruits the party, then plays the first quest with the party on its squares", function()
  local doc = recruited()
  expect(doc.party).to_be({ "brannoc", "kestrel" })
  expect(doc.heroes.kestrel.role).to_be("shooter")
  expect(doc.next.kind).to_be("scenario")
  expect(doc.next.scenario).to_be("mission_ember_keep")
  expect(doc.next.after).to_be("epic")
  expect(doc.next.roster[1].heroes[1]).to_be({ id = "brannoc", card = "brannoc", cards = {} })
end)

test("quest 1 won: its XP, and each hero a free primary attack of another hero of its role", function()
  local g = after(recruited(), true, 7, 1)
  expect(g:offers("reward brannoc primary wardens_maul")).to_be(true) -- maelis is a tank
  expect(g:offers("reward brannoc primary shield_bash")).to_be(false) -- its own
  expect(g:offers("reward brannoc primary piercing_shot")).to_be(false) -- a shooter's
  expect(g:offers("reward brannoc special quake_stomp")).to_be(false) -- not a special
  g:choose("reward brannoc primary wardens_maul")
  g:choose("reward kestrel primary double_shot")
  local doc = done(g)
  expect(doc.xp).to_be(7)
  expect(doc.quest).to_be(2)
  expect(doc.heroes.brannoc.primaries).to_be({ "wardens_maul" })
  expect(doc.played[1].result).to_be("won")
  -- the next quest gives the card to the hero's figure
  expect(doc.next.scenario).to_be("boss_tyrants_forge")
  expect(doc.next.roster[1].heroes[1].cards).to_be({ "wardens_maul" })
end)

test("quest 2: a free level up the hero does not own; quest 5: one it owns at most once", function()
  local doc = recruited()
  doc.config.quests = { "a", "b", "mission_ember_keep" }
  doc.heroes.brannoc.level_ups = { level_up_might = 1, level_up_guard = 2 }
  local g = after(doc, true, 0, 2)
  expect(g:offers("reward brannoc level_up level_up_might")).to_be(false)
  expect(g:offers("reward brannoc level_up level_up_stride")).to_be(true)
  g:choose("reward brannoc level_up level_up_stride")
  g:choose("reward kestrel level_up level_up_might")
  local out = done(g)
  expect(out.heroes.brannoc.level_ups.level_up_stride).to_be(1)
  -- quest 5: owned once is allowed, twice is not
  local five = recruited()
  five.config.quests = { "a", "b", "c", "d", "e", "f" }
  five.heroes.brannoc.level_ups = { level_up_might = 1, level_up_guard = 2 }
  local g5 = after(five, true, 0, 5)
  expect(g5:offers("reward brannoc level_up level_up_might")).to_be(true)
  expect(g5:offers("reward brannoc level_up level_up_guard")).to_be(false)
end)

test("quest 2 with every level up owned: the party gains 2 XP for that hero instead", function()
  local doc = recruited()
  doc.config.quests = { "a", "b", "mission_ember_keep" }
  doc.heroes.brannoc.level_ups = { level_up_might = 1, level_up_guard = 1, level_up_stride = 1, level_up_vitality = 1 }
  local g = after(doc, true, 3, 2)
  expect(g:offers("reward brannoc level_up level_up_might")).to_be(false)
  g:choose("reward kestrel level_up level_up_might")
  expect(done(g).xp).to_be(3 + 2)
end)

test("quest 3: a free level 1 artifact each, never the same one, artifacts go to different heroes", function()
  local doc = recruited()
  doc.config.quests = { "a", "b", "c", "mission_ember_keep" }
  local g = after(doc, true, 0, 3)
  expect(g:offers("reward brannoc artifact hawkeye_lens")).to_be(false) -- level 2
  g:choose("reward brannoc artifact charm_of_warding")
  expect(g:offers("reward kestrel artifact charm_of_warding")).to_be(false)
  g:choose("reward kestrel artifact striders_anklet")
  local out = done(g)
  expect(out.artifacts).to_be({ "charm_of_warding", "striders_anklet" })
  expect(out.next.roster[1].heroes[1].cards).to_be({ "charm_of_warding" })
  expect(out.next.roster[1].heroes[2].cards).to_be({ "striders_anklet" })
end)

test(
  "quest 4: a free special attack of a role absent from the party, each different, lost after the next quest",
  function()
    local doc = recruited()
    doc.config.quests = { "a", "b", "c", "d", "mission_ember_keep" }
    local g = after(doc, true, 0, 4)
    expect(g:offers("reward brannoc special quake_stomp")).to_be(false) -- tank: in the party
    expect(g:offers("reward brannoc special earthbreaker")).to_be(true) -- korrag's, a brute
    g:choose("reward brannoc special earthbreaker")
    expect(g:offers("reward kestrel special earthbreaker")).to_be(false)
    g:choose("reward kestrel special berserkers_howl")
    local out = done(g)
    expect(out.next.roster[1].heroes[1].cards).to_be({ "earthbreaker" })
    -- the next quest is lost: the consumables are gone and never come back
    local g2 = after(out, false, 0)
    local out2 = done(g2)
    expect(out2.heroes.brannoc.specials).to_be({})
    expect(out2.specials_used).to_be({ "earthbreaker", "berserkers_howl" })
  end
)

test("a lost quest gives no XP, no special reward, and is played again; max_attempts ends the campaign", function()
  local doc = recruited()
  doc.xp = 4
  local g = after(doc, false, 9, 1)
  expect(g:offers("reward brannoc primary wardens_maul")).to_be(false)
  local out = done(g)
  expect(out.xp).to_be(4)
  expect(out.quest).to_be(1)
  expect(out.attempts).to_be(1)
  expect(out.next.scenario).to_be("mission_ember_keep")
  expect(out.played[1].result).to_be("lost")
  local last = phase((function()
    out.result = { winner = "foes", report = { won = false } }
    return out
  end)())
  local final = last:outcome().campaign -- no shop: the campaign is over
  expect(final.next.kind).to_be("done")
  expect(final.final.winner).to_be("foes")
end)

-- ATC 11.3 (p.39), Nightmare: "cannot repeat the same Heroic Action again until the campaign
-- ends" — the document keeps every heroic action a quest's report lists, won or lost, and hands
-- them to the next quest (`campaign_heroic:`), whose Nightmare difficulty bars them.
test("the heroic actions each quest performed are kept and handed to the next quest", function()
  local doc = recruited()
  doc.config.max_attempts = 9
  doc.result = { scenario = "mission_ember_keep", winner = "foes", report = { won = false, heroic = { "war_cry" } } }
  local out = done(phase(doc))
  expect(out.heroic_used).to_be({ "war_cry" })
  expect(out.next.set.campaign_heroic).to_be({ "war_cry" })
  out.result =
    { scenario = "mission_ember_keep", winner = "foes", report = { won = false, heroic = { "second_wind" } } }
  local out2 = done(phase(out))
  expect(out2.heroic_used).to_be({ "war_cry", "second_wind" })
  expect(out2.next.set.campaign_heroic).to_be({ "war_cry", "second_wind" })
  -- a quest with no heroic action adds nothing; the campaign's own `set` keys stay
  out2.config.set = { difficulty = "nightmare" }
  out2.result = { scenario = "mission_ember_keep", winner = "foes", report = { won = false } }
  local out3 = done(phase(out2))
  expect(out3.heroic_used).to_be({ "war_cry", "second_wind" })
  expect(out3.next.set).to_be({ difficulty = "nightmare", campaign_heroic = { "war_cry", "second_wind" } })
end)

test("the last quest won ends the campaign", function()
  local g = after(recruited(), true, 5, 2)
  g:choose("reward brannoc level_up level_up_might")
  g:choose("reward kestrel level_up level_up_might")
  local doc = g:outcome().campaign
  expect(doc.next.kind).to_be("done")
  expect(doc.final.winner).to_be("heroes")
  expect(doc.xp).to_be(5)
end)

test("purchases between quests: never a hero's own card; level ups go with the hero, once per copy", function()
  local doc = recruited()
  doc.xp = 20
  local g = after(doc, false, 0, 1)
  expect(g:offers("buy brannoc primary shield_bash")).to_be(false)
  expect(g:offers("buy brannoc primary wardens_maul")).to_be(true)
  g:choose("buy brannoc level_up level_up_might")
  g:choose("buy brannoc level_up level_up_might")
  local out = done(g)
  expect(out.xp).to_be(8)
  expect(out.next.roster[1].heroes[1].cards).to_be({ "level_up_might", "level_up_might" })
end)

test("the next quest's figure cards take effect: two Vitality level ups add 20 max HP", function()
  local doc = recruited()
  doc.xp = 12
  local g = after(doc, false, 0, 1)
  g:choose("buy brannoc level_up level_up_vitality")
  g:choose("buy brannoc level_up level_up_vitality")
  local cards = done(g).next.roster[1].heroes[1].cards
  local function quest(extra)
    return test.game({
      mode = "coop",
      quest = "ember_keep",
      board = test.open_board(6, 4),
      evil_powers = { "frenzy" },
      flasks = {},
      figures = {
        { id = "brannoc", side = "heroes", at = "a1", card = "brannoc", cards = extra },
        { id = "warlord", side = "foes", at = "f4", card = "warlord" },
      },
    })
  end
  expect(quest(cards):figure("brannoc").max_hp).to_be(quest({}):figure("brannoc").max_hp + 20)
end)
