-- Morrigan (cards/ods/villains/morrigan.lua): her cloak negated by a quest token for one combat
-- round only (FAQ p.18).
local kit = require("ods.testkit")

local NO_DECKS = { deck_world_capital = "", deck_world_hollows = "", deck_world_realm = "",
  deck_world_wilds = "", deck_event = "", deck_quest = "" }

local CAPITALS = { caer_aurin = true, highcairn = true, saltmere = true, dunmarrow = true }

local function game(opts)
  local vars = {}
  for k, v in pairs(NO_DECKS) do vars[k] = v end
  for k, v in pairs(opts.vars or {}) do vars[k] = v end
  opts.vars = vars
  opts.at = opts.at or { p1_anton = "hollin_vale" }
  return kit.game(opts)
end

--- answers generic questions until `key` is offered (not chosen)
local function offered(g, key)
  for _ = 1, 100 do
    if g:offers(key) then return end
    local o = kit.generic(g)
    if not o then error("`" .. key .. "` not offered: " .. tostring(g:prompt()) .. " [" .. table.concat(g:options(), " | ") .. "]", 2) end
    g:choose(o)
  end
end

--- plays generic answers until the game var `turn` reaches n (or `act` changes)
local function until_turn(g, n, act)
  for _ = 1, 500 do
    if g:finished() then return end
    local v = g:vars()
    if (v.act or 1) == (act or 1) and (v.turn or 1) >= n then return end
    g:choose(kit.generic(g) or 1)
  end
end

local function space_tags(space)
  local tags = {
    sunken_chapel = "crypt", crypt_of_ide = "crypt", dunmarrow_catacombs = "crypt",
    barrow_of_kings = "barrow", gallows_pit = "barrow",
  }
  return tags[space]
end

--- Act II Turn 1 (preset `act = 2`: the flip happens at once) against `villain` on `space`,
--- Anton there holding `quests` tokens; waits at the combat's first question
local function duel_game(villain, space, quests, at)
  at = at or {}
  at.p1_anton = space
  local g = game({ villain = villain, at = at, vars = { act = 2 },
    figure_vars = { p1_anton = { quests = quests } } })
  offered(g, "pass")
  g:choose("pass")
  return g
end

--- one combat round (Anton attacks the villain; a setup foe may share its space): the attack
--- die and the defence dice rigged, then `key` answers the quest-token
--- question; generic answers until the next round's question
local function round(g, key, attack, defence)
  kit.rig(g, attack, defence, defence)
  g:choose(key)
  for _ = 1, 20 do
    if g:offers("negate") or g:offers("pass") or g:finished() then return end
    local target
    for _, o in ipairs(g:options()) do
      if o:match("^attack p1_anton ") and (o:match("arawn$") or o:match("morrigan$") or o:match("dragon$")) then target = o end
    end
    g:choose(target or kit.generic(g) or 1)
  end
end

test("Morrigan's cloak is negated by a quest token for one combat round only (FAQ p.18)", function()
  local g = duel_game("morrigan", "raven_moor", 3)
  local h = g:figure("morrigan").health
  -- attack 6 + Might 2 = 8 against Defence 7: 1 damage, which her cloak (-2) turns aside
  expect(g:options()).to_be({ "negate", "no negate" })
  round(g, "negate", 6, 6)
  expect(g:figure("p1_anton").quests).to_be(2)
  expect_event(g, "quest_token_spent", { champion = "p1_anton", use = "negate" })
  expect(g:figure("morrigan").health).to_be(h - 1)
  -- round 2: no token spent, the cloak is back
  round(g, "no negate", 6, 6)
  expect(g:figure("morrigan").health).to_be(h - 1)
  -- round 3: another token, another round
  round(g, "negate", 6, 6)
  expect(g:figure("morrigan").health).to_be(h - 2)
  expect(g:figure("p1_anton").quests).to_be(1)
  expect(#g:events("quest_token_spent")).to_be(2)
end)


test("Morrigan's setup: two of her folk come ashore on coastal spaces; each progression brings another", function()
  local g = game({ villain = "morrigan" })
  local coast = { saltmere = true, fishers_reach = true, storm_coast = true, smugglers_grotto = true }
  local foes = g:events("foe_entered")
  expect(#foes).to_be(2)
  for _, e in ipairs(foes) do expect(coast[e.space]).to_be(true) end
  until_turn(g, 2)
  foes = g:events("foe_entered")
  expect(#foes).to_be(3)
  expect(coast[foes[3].space]).to_be(true)
end)

-- Act I: her ravens (our design): after each Event, before her progression, every champion on a
-- space with a shadow token loses 1 Willpower.

test("Morrigan's ravens: a champion under a shadow loses 1 Willpower after the Event; one elsewhere does not", function()
  local g = game({ villain = "morrigan", champions = { p1 = { "anton" }, p2 = { "brom" } },
    at = { p1_anton = "hollin_vale", p2_brom = "tollgate" },
    space_vars = { hollin_vale = { shadow = 1 }, tollgate = { shadow = 0 } } })
  offered(g, "pass")
  local a, b = g:figure("p1_anton").willpower, g:figure("p2_brom").willpower
  until_turn(g, 2)
  expect(g:figure("p1_anton").willpower).to_be(a - 1)
  expect(g:figure("p2_brom").willpower).to_be(b)
end)

test("twelve shadows on the map after the progression: defeat for all (p.14; our design)", function()
  local g = game({ villain = "morrigan", space_vars = { kingsford = { shadow = 6 }, tollgate = { shadow = 6 } } })
  until_turn(g, 2)
  expect(g:finished()).to_be_truthy()
  expect(g:outcome().outcome).to_be("defeat")
  expect(g:outcome().reason).to_contain("Twelve shadows")
end)
