-- The Dragon (cards/ods/villains/dragon.lua): its fire at the end of each combat round it survives,
-- negated for a round by a quest token.
local kit = require("ods.testkit")
-- kit.villain_game (empty decks), kit.duel_game/duel_round, kit.until_turn: scripts/ods/testkit.lua

test("the Dragon's fire burns the champions fighting it at each round's end, unless negated", function()
  local g = kit.duel_game("dragon", "wyrm_caves", 2)
  local h = g:figure("p1_anton").health
  kit.duel_round(g, "negate", 6, 6) -- defence 6 + Agility 3 = 9 vs Attack 8: no damage from its attack
  expect(g:figure("p1_anton").health).to_be(h)
  kit.duel_round(g, "no negate", 6, 6)
  expect(g:figure("p1_anton").health).to_be(h - 1)
end)

test("the Dragon's setup: shadows on the Wilds, beasts in the mountains and the forests", function()
  local g = kit.villain_game({ villain = "dragon" })
  local wilds = {
    greywood = 1,
    frostpeak_pass = 1,
    raven_moor = 1,
    mistfen = 1,
    storm_coast = 1,
    thornwold = 1,
    cinder_heath = 1,
    glimmerlake = 1,
    blackwater_marsh = 1,
    wolfwood = 1,
  }
  local shadows = 0
  for _, e in ipairs(g:events("token_placed")) do
    if e.kind == "shadow" then
      shadows = shadows + 1
      expect(wilds[e.space]).to_be(1)
    end
  end
  expect(shadows).to_be(2)
  local mountain = { highcairn = true, frostpeak_pass = true, deepdelve_mines = true }
  local forest = { greywood = true, thornwold = true, wolfwood = true }
  local foes = g:events("foe_entered")
  expect(#foes).to_be(2)
  expect(mountain[foes[1].space]).to_be(true)
  expect(forest[foes[2].space]).to_be(true)
  expect(g:card("dragon", "foes")).to_be_truthy()
end)

-- Act I: the Dragon's flight (our design): one d6 after each Event; on 5–6 a shadow falls on a
-- random Wilds space and every champion there loses 2 Health. The shadow pool is rigged to one
-- Wilds token (wilds-3 = raven_moor), so the random space is known.

local function flight(face)
  local g = kit.villain_game({
    villain = "dragon",
    at = { p1_anton = "raven_moor", p2_brom = "hollin_vale" },
    champions = { p1 = { "anton" }, p2 = { "brom" } },
    vars = { pool_shadow = "realm-1,wilds-3,realm-2,realm-4" },
    space_vars = { raven_moor = { shadow = 0 } },
  })
  kit.reach_offer(g, "pass")
  -- the Action Phase: both pass; nothing rolls before the Event Phase (empty decks) but the flight
  g:choose("pass")
  kit.rig(g, face)
  kit.until_turn(g, 2)
  return g
end

-- the fire's damage, read from the log: a Wood-Wose beside raven_moor may hurt Anton too
local function burnt(g, id)
  for _, l in ipairs(g:log()) do
    if l:find(id .. " loses 2 Health (dragon)", 1, true) then return true end
  end
  return false
end

test("the Dragon's flight on a 5: a shadow on a random Wilds space, 2 Health from each champion there", function()
  local g = flight(5)
  expect(kit.tokens(g, "raven_moor", "shadow")).to_be_at_least(1)
  expect(burnt(g, "p1_anton")).to_be(true)
  expect(burnt(g, "p2_brom")).to_be(false)
end)

test("the Dragon's flight on a 4: nothing", function()
  local g = flight(4)
  -- (the progression's own random shadow may still land on raven_moor: read the log)
  local scorched = false
  for _, l in ipairs(g:log()) do
    if l:find("the Dragon scorches", 1, true) then scorched = true end
  end
  expect(scorched).to_be(false)
  expect(burnt(g, "p1_anton")).to_be(false)
end)

test("seven shadows on the Wilds after the progression: defeat for all (p.14; our design)", function()
  local out = kit.check_villain_defeat(
    { villain = "dragon", space_vars = { greywood = { shadow = 4 }, mistfen = { shadow = 3 } } },
    "Seven shadows lie over the Wilds"
  )
  expect(out.turn).to_be(1)
end)

-- The boundary, counted exactly: every space emptied of the set-up's shadows (kit.only_tokens)
-- and the shadow pool rigged to Realm tokens only, so the progression's shadow falls on the
-- Realm and the flight finds no Wilds token: the Wilds hold the preset count at the check.

local REALM_POOL = "realm-1,realm-2,realm-4"

test(
  "exactly seven shadows on the Wilds after the progression: defeat",
  function()
    kit.check_villain_defeat({
      villain = "dragon",
      vars = { pool_shadow = REALM_POOL },
      space_vars = kit.only_tokens("shadow", { greywood = 4, mistfen = 3 }),
    }, "Seven shadows lie over the Wilds", "7 of 7")
  end
)

test(
  "six shadows on the Wilds after the progression: the story goes on",
  function()
    kit.check_no_villain_defeat({
      villain = "dragon",
      vars = { pool_shadow = REALM_POOL },
      space_vars = kit.only_tokens("shadow", { greywood = 4, mistfen = 2 }),
    }, 6, 7)
  end
)

test("shadows elsewhere do not count toward the Dragon's defeat", function()
  local g =
    kit.villain_game({ villain = "dragon", space_vars = { kingsford = { shadow = 4 }, tollgate = { shadow = 4 } } })
  kit.until_turn(g, 2)
  expect(g:finished()).to_be_nil()
end)
