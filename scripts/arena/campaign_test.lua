-- The Epic Campaign's XP (ATC 11.2, 11.3): a quest's XP and the purchases between quests, played
-- as a phase game (`phase: epic`, `campaign:` document) whose choices offer only what is allowed.

local BOARD = "+---+\n| . |\n+---+"

local function phase(doc)
  return test.game{ board = BOARD, figures = {}, mode = "coop", phase = "epic", campaign = doc }
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
  for k, v in pairs(extra or {}) do doc[k] = v end
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
  expect(p:offers("buy brannoc primary shield_bash")).to_be(true)   -- 3
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
  local g = test.game{ mode = "coop", quest = "ember_keep", difficulty = difficulty, board = test.open_board(6, 4),
    evil_powers = { "frenzy" }, flasks = {}, figures = figures }
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

test("daydream: 20 XP for the primary objective, none for secondaries", function()
  expect(quest_won("daydream"):outcome().report.xp).to_be(20)
end)

test("nightmare: primary - 8 (never below 0), secondaries, 3 XP per living hero", function()
  local g = quest_won("nightmare", { id = "aurelle", side = "heroes", at = "f4", card = "aurelle" })
  expect(g:outcome().report.heroes_alive).to_be(2)
  expect(g:outcome().report.xp).to_be(0 + 2 + 3 * 2)
end)
