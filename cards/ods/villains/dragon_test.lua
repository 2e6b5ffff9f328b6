-- The Dragon (cards/ods/villains/dragon.lua): its fire at the end of each combat round it survives,
-- negated for a round by a quest token.
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

test("the Dragon's fire burns the champions fighting it at each round's end, unless negated", function()
  local g = duel_game("dragon", "wyrm_caves", 2)
  local h = g:figure("p1_anton").health
  round(g, "negate", 6, 6)      -- defence 6 + Agility 3 = 9 vs Attack 8: no damage from its attack
  expect(g:figure("p1_anton").health).to_be(h)
  round(g, "no negate", 6, 6)
  expect(g:figure("p1_anton").health).to_be(h - 1)
end)

test("the Dragon's setup: shadows on the Wilds, beasts in the mountains and the forests", function()
  local g = game({ villain = "dragon" })
  local wilds = { greywood = 1, frostpeak_pass = 1, raven_moor = 1, mistfen = 1, storm_coast = 1, thornwold = 1,
    cinder_heath = 1, glimmerlake = 1, blackwater_marsh = 1, wolfwood = 1 }
  local shadows = 0
  for _, e in ipairs(g:events("token_placed")) do
    if e.kind == "shadow" then shadows = shadows + 1; expect(wilds[e.space]).to_be(1) end
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
