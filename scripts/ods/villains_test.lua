-- Villains (p.6, p.8, p.11, p.16, FAQ p.18; scripts/ods/villains.lua and cards/ods/villains):
-- Act I setup and progression, Arawn's march on the Capitals, the Act II flip, quest tokens
-- negating a villain's ability for one combat round.
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

-- Act I setup ------------------------------------------------------------------------------------

test("each Act I progression adds the villain card's foe and shadow (p.16)", function()
  -- Arawn: his march moves foes but places none (the Dragon's flight may add a shadow)
  local g = game({ villain = "arawn" })
  local foes, tokens = #g:events("foe_entered"), #g:events("token_placed")
  until_turn(g, 2)
  expect(#g:events("foe_entered")).to_be(foes + 1)
  expect(#g:events("token_placed")).to_be(tokens + 1)
  expect_event(g, "villain_progress", { act = 1, turn = 1 })
end)

-- Arawn's march (FAQ p.18) ------------------------------------------------------------------------

local function arrivals(g, from)
  local n, list = 0, g:events("foe_moved")
  for i = (from or 0) + 1, #list do
    if CAPITALS[list[i].to] then n = n + 1 end
  end
  return n
end

test("a foe that is not yet on a Capital costs nothing while it walks", function()
  -- Oakhold is two travels from the nearest Capital: Turn 1 brings the horde one step nearer only
  local g = game({ villain = "arawn", at = { p1_anton = "hollin_vale", undead_horde_1 = "oakhold" } })
  local w = g:figure("p1_anton").willpower
  until_turn(g, 2)
  local other = arrivals(g)
  for _, e in ipairs(g:events("foe_moved")) do
    if e.foe == "undead_horde_1" then expect(CAPITALS[e.to]).to_be_nil() end
  end
  expect(g:figure("p1_anton").willpower).to_be(w - other)
end)

-- Act II ------------------------------------------------------------------------------------------

test("the flip: the Dragon enters the Wyrm Caves with its Act II Health plus one per shadow token left", function()
  local g = game({ villain = "dragon" })
  until_turn(g, 1, 2)
  local shadows = 0
  for _, list in pairs(kit.SPACES_OF) do
    for _, s in ipairs(list) do shadows = shadows + kit.tokens(g, s, "shadow") end
  end
  local d = g:figure("dragon")
  expect(d.on_board).to_be(true)
  expect(kit.at(g, "dragon")).to_be("wyrm_caves")
  expect(d.max_health).to_be(22 + shadows)
  expect(d.health).to_be(22 + shadows)
  expect_event(g, "foe_entered", { foe = "dragon", space = "wyrm_caves" })
end)

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

test("without a quest token nobody is asked", function()
  local g = duel_game("morrigan", "raven_moor", 0)
  expect(g:offers("negate")).to_be(false)
  expect_no_event(g, "quest_token_spent")
end)

