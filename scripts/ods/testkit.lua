-- Helpers shared by ODS tests (`local kit = require("ods.testkit")`).
--
-- `kit.game{...}` builds a game on scripts/ods/scenarios/realm.yaml (the map, every standee of
-- the box) with set-up decided by scenario keys, so no set-up question is asked:
--   villain = "arawn"                  (default arawn)
--   champions = { p1 = { "anton" } }   (default: p1 plays Anton; figure ids are SEAT_CARD)
--   at = { p1_anton = "kingsford", undead_horde_1 = "kingsford" }
--                                      (placed at the end of set-up; a foe gets its card's
--                                      Health and card instance, its card leaves the Foe deck /
--                                      the epic pile, as if it had entered)
--   vars = { turn = 3 }, figure_vars = { p1_anton = { gold = 5 } }
--                                      (applied at the end of set-up; `act`/`turn` start the
--                                      story there; with act = 2 the villain flips first and
--                                      `at`/`figure_vars` are the state after the flip)
--   space_vars = { kingsford = { shadow = 2 } }   (tokens on spaces; old `shadow@SPACE` vars
--                                      in `vars` still work; read them with kit.tokens)
--   give = { p1_anton = { "heal" } }   (cards held from the end of set-up, so the first menu
--                                      already offers them; test.game's own `give` would land
--                                      only after the first question's options were built)
--   seed = N, scenario = PATH (another scenario of the same form), players = N
--   any other key goes into the scenario as is.
-- The game then plays until its first question (a champion's Round once actions.lua asks one).
-- `at`/`vars`/`figure_vars`/`space_vars`/`give` travel as the scenario's `preset:` key (acts.lua
-- applies it), not as test.game's own keys (applied only at the first question, once its options
-- were built).
--
-- `kit.rig(g, 4, 6, ...)` rigs the next d6 faces (numbers); `kit.answer_until(g, key)` answers
-- generic prompts (accept, pass, keep, stay, no feat, ...) until `key` is offered, then chooses
-- it; `kit.settle(g)` answers them while any is offered; `kit.run(g, n)` plays on (generic
-- answers, else the first option) until the game ends or n answers; `kit.champion(g, id)` is the
-- snapshot of a champion figure by id or by card (`"anton"`: the first seat playing it);
-- `kit.at(g, id)` the space a figure stands on (nil off the board).
local kit = {}

kit.SCENARIO = "scripts/ods/scenarios/realm.yaml"

local OWN = {
  villain = true,
  champions = true,
  at = true,
  vars = true,
  figure_vars = true,
  space_vars = true,
  give = true,
  scenario = true,
  preset = true,
}

function kit.spec(opts)
  opts = opts or {}
  local preset = {}
  for k, v in pairs(opts.preset or {}) do
    preset[k] = v
  end
  if opts.at then preset.at = opts.at end
  if opts.vars then preset.vars = opts.vars end
  if opts.figure_vars then preset.figure_vars = opts.figure_vars end
  if opts.space_vars then preset.space_vars = opts.space_vars end
  -- test.game's own `give` lands only once the first question's options are built
  if opts.give then preset.give = opts.give end
  local spec = {
    scenario = opts.scenario or kit.SCENARIO,
    villain = opts.villain or "arawn",
    champions = opts.champions or { p1 = { "anton" } },
  }
  if next(preset) ~= nil then spec.preset = preset end
  for k, v in pairs(opts) do
    if not OWN[k] then spec[k] = v end
  end
  return spec
end

function kit.game(opts) return test.game(kit.spec(opts)) end

--- rigs the next d6 faces: kit.rig(g, 4, 6) = g:rig("d6", {"n4", "n6"})
function kit.rig(g, ...)
  local faces = {}
  for i, n in ipairs({ ... }) do
    faces[i] = "n" .. n
  end
  g:rig("d6", faces)
end

--- answers a player would give to move on without deciding anything
kit.GENERIC = {
  "^accept$",
  "^no feat$",
  "^keep$",
  "^continue$",
  "^no join$",
  "^no negate$",
  "^stay ",
  "^stay$",
  "^draw world$",
  "^pass$",
  "^done$",
  "^no$",
}

function kit.generic(g)
  local options = g:options() or {}
  for _, p in ipairs(kit.GENERIC) do
    for _, o in ipairs(options) do
      if o:match(p) then return o end
    end
  end
  return nil
end

local function pending_text(g) return tostring(g:prompt()) .. " [" .. table.concat(g:options() or {}, " | ") .. "]" end

--- answers generic prompts until `key` is offered, then chooses it
function kit.answer_until(g, key, limit)
  for _ = 1, limit or 200 do
    if g:finished() then error("`" .. key .. "` is not offered: the game is over", 2) end
    if g:offers(key) then return g:choose(key) end
    local o = kit.generic(g)
    if not o then error("`" .. key .. "` is not offered; pending: " .. pending_text(g), 2) end
    g:choose(o)
  end
  error("`" .. key .. "` never offered; pending: " .. pending_text(g), 2)
end

--- answers generic prompts while one is offered
function kit.settle(g, limit)
  for _ = 1, limit or 200 do
    if g:finished() then return end
    local o = kit.generic(g)
    if not o then return end
    g:choose(o)
  end
end

--- plays on until the game is over (generic answers first, else the first option)
function kit.run(g, limit)
  for _ = 1, limit or 5000 do
    if g:finished() then return g:outcome() end
    local o = kit.generic(g) or (g:options() or {})[1]
    if not o then return nil end
    g:choose(o)
  end
  return g:finished() and g:outcome() or nil
end

--- a champion's snapshot by figure id ("p1_anton") or card id ("anton": seats p1..p4 in order,
--- the first whose figure is on the board, else p1's)
function kit.champion(g, id)
  if id:match("^p%d_") then return g:figure(id) end
  for _, seat in ipairs({ "p1", "p2", "p3", "p4" }) do
    local f = g:figure(seat .. "_" .. id)
    if f.on_board then return f end
  end
  return g:figure("p1_" .. id)
end

--- the space id a figure stands on, nil when it is off the board. The test harness's
--- snapshots (`g:figure(id).at`) print a graph space as a grid cell ("e1") for now, so this
--- reads the last placement or move of the figure in the log.
function kit.at(g, id)
  local f = g:figure(id)
  if not f.on_board then return nil end
  if f.at and not tostring(f.at):match("^%a+%d+$") then return f.at end
  local log = g:log()
  local pid = id:gsub("%p", "%%%0")
  for i = #log, 1, -1 do
    local line = log[i]
    local s = line:match("^place " .. pid .. " at ([%w_]+)$") or line:match("^move " .. pid .. " [%w_]+ %-> ([%w_]+)$")
    if s then return s end
  end
  return nil
end

-- In-game calls (unit tests of rules modules, which need `game`) ---------------------------
-- `kit.call(opts, {"board.distance", "kingsford", "dunmarrow"}, ...)` builds a kit.game whose
-- set-up ends by running each call as require("ods.board").distance(game, "kingsford",
-- "dunmarrow"); returns the game and the results as text: nil -> "nil", a list -> its items
-- joined by commas (figures and cards by id), anything else tostring. Calls run in order, so
-- a later call sees what an earlier one did.

local function text(v)
  if v == nil then return "nil" end
  if type(v) ~= "table" then return tostring(v) end
  local id = v.id
  if id ~= nil and getmetatable(v) ~= nil then return tostring(v.card and type(id) == "number" and v.card or id) end
  local out = {}
  for i, x in ipairs(v) do
    out[i] = text(x)
  end
  return table.concat(out, ",")
end

--- (in the game) runs the calls of a preset and stores each result in game var `call_N`
function kit.run_calls(game, calls)
  for i, c in ipairs(calls) do
    local mod, fn = c[1]:match("^([%w_]+)%.([%w_]+)$")
    local m = require("ods." .. mod)
    if type(m[fn]) ~= "function" then error("testkit: ods." .. mod .. " has no function " .. fn) end
    local args = {}
    for k = 2, #c do
      args[k - 1] = c[k]
    end
    game.vars["call_" .. i] = text(m[fn](game, table.unpack(args)))
  end
end

function kit.call(opts, ...)
  opts = opts or {}
  local preset = {}
  for k, v in pairs(opts.preset or {}) do
    preset[k] = v
  end
  preset.calls = { ... }
  local spec = {}
  for k, v in pairs(opts) do
    spec[k] = v
  end
  spec.preset = preset
  local g = kit.game(spec)
  local out, vars = {}, g:vars()
  for i = 1, select("#", ...) do
    out[i] = vars["call_" .. i]
  end
  return g, out
end

--- the events of `name` raised so far, as payload tables
function kit.events(g, name) return g:events(name) end

--- answers generic prompts until `n` (default 1) events `name` have been raised in all; a
--- scripted step that stops at a known moment (a combat round's defence, a test's result).
--- `prefer` (a list of keys) is answered first whenever offered (`use longsword`, `feat parry`).
function kit.play_until(g, name, n, limit, prefer)
  for _ = 1, limit or 200 do
    if #g:events(name) >= (n or 1) then return g:events(name)[n or 1] end
    if g:finished() then error("game over before " .. name, 2) end
    local o
    for _, k in ipairs(prefer or {}) do
      if not o and g:offers(k) then o = k end
    end
    o = o or kit.generic(g)
    if not o then error("no generic answer before " .. name .. "; pending: " .. pending_text(g), 2) end
    g:choose(o)
  end
  error(name .. " never raised; pending: " .. pending_text(g), 2)
end

--- answers generic prompts (never `pass`) until a champion's Round asks for its next action
function kit.back_to_round(g, limit)
  for _ = 1, limit or 50 do
    if g:finished() or (g:prompt() or ""):match("action%(s%) left") then return end
    local o = kit.generic(g)
    if not o or o == "pass" then error("no generic answer; pending: " .. pending_text(g), 2) end
    g:choose(o)
  end
end

-- Story cards (afflictions, events, World/Quest scenarios, endings; cards/ods/{afflictions,
-- events,world,quests,endings}) -------------------------------------------------------------
-- `kit.story(opts, call, ...)` builds a kit.game (Hadrian by default: traits 2–3 and no passive
-- on tests, so a rigged 6 passes difficulty 8 and a rigged 1 fails 5) whose set-up ends with
-- a pause (`go`) and then the given in-game calls (as kit.call: {"afflictions.turn_end"},
-- {"testkit.purge", "p1_hadrian", "fever"}, ...). Rig the d6 at the pause, `g:choose("go")`,
-- answer the card's prompts, then read the champion: nothing else has happened since (the
-- game stops at Act I Turn 1's first Round). `kit.check_card(game, id)` (in-game, through
-- kit.call {"testkit.check_card", ID}) returns "ok" or the problems of a story card's data.

--- (in the game) one question to rig the dice at, before the calls that roll
function kit.pause(game)
  game.choose({
    side = "p1",
    prompt = "test pause (rig the dice now)",
    options = { { key = "go" } },
    rule = require("ods.rulebook").probe,
  })
end

function kit.story(opts, ...)
  opts = opts or {}
  local preset = {}
  for k, v in pairs(opts.preset or {}) do
    preset[k] = v
  end
  preset.calls = { { "testkit.pause" }, ... }
  local spec = { champions = { p1 = { "hadrian" } } }
  for k, v in pairs(opts) do
    spec[k] = v
  end
  spec.preset = preset
  return kit.game(spec)
end

--- the space of each location type a story test puts its champion on: no villain's set-up
--- places foes there (tags crypt, barrow, mountain, forest, coast), so a scenario's fight is
--- against its own foe only
kit.STORY_AT = { capital = "dunmarrow", hollows = "witchs_hollow", realm = "tollgate", wilds = "glimmerlake" }

--- a game where p1_hadrian draws `card` from the top of `deck` ("world_wilds" or "quest") in the
--- Scenario Phase; a quest token lies on his space so `draw world`/`draw quest` is asked (and
--- the dice can be rigged before: kit.rig, then choose the draw; the other deck holds any card,
--- only so that it is not exhausted)
function kit.scenario_game(card, deck, location, opts)
  opts = opts or {}
  local at = opts.space or kit.STORY_AT[location]
  local vars = { deck_quest = "the_last_rites", ["deck_world_" .. location] = "huginn" }
  vars["deck_" .. deck] = card
  for k, v in pairs(opts.vars or {}) do
    vars[k] = v
  end
  local fv = { health = 8, willpower = 2, gold = 2 }
  for k, v in pairs(opts.champion_vars or {}) do
    fv[k] = v
  end
  local spec = {
    at = { p1_hadrian = at },
    vars = vars,
    figure_vars = { p1_hadrian = fv },
    space_vars = { [at] = { quest = 1 } },
    preset = { calls = { { "testkit.scenario_turn", "p1_hadrian" } } },
  }
  for k, v in pairs(opts) do
    if k ~= "space" and k ~= "vars" and k ~= "champion_vars" then spec[k] = v end
  end
  spec.champions = spec.champions or { p1 = { "hadrian" } }
  return kit.game(spec)
end

--- (in the game) the Scenario Phase of one champion, by figure id
function kit.scenario_turn(game, id) return require("ods.scenarios").turn(game, game.figure(id)) end

--- (in the game) wrappers taking a champion's figure id, for kit.call/kit.story
function kit.afflict(game, id, card)
  local c = require("ods.afflictions").gain(game, id, card)
  return c and c.card
end
function kit.trait(game, id, trait) return (require("ods.traits").value(game, game.figure(id), trait)) end
function kit.purge(game, id, card)
  local a = require("ods.afflictions")
  return a.try_remove(game, game.figure(id), a.find(game, game.figure(id), card))
end
function kit.rest(game, id)
  local c = require("ods.afflictions").on_rest(game, game.figure(id))
  return c and c.card
end

--- whether a combat was fought against a standee of foe card `card` ("werebears")
function kit.fought(g, card)
  for _, e in ipairs(g:events("combat_start")) do
    for _, f in ipairs(e.foes or {}) do
      if f == card or f:match("^" .. card .. "_%d+$") then return true end
    end
  end
  return false
end

--- the events raised after the last `marker` event (e.g. "event_drawn"), as payloads with `name`
function kit.events_after(g, marker, name)
  local all, from = g:events(), nil
  for i, e in ipairs(all) do
    if e.name == marker then from = i end
  end
  local out = {}
  for i = (from or #all) + 1, #all do
    if name == nil or all[i].name == name then out[#out + 1] = all[i] end
  end
  return out
end

--- the map's spaces by type (scripts/ods/maps/realm.yaml), for checks on random placements
kit.SPACES_OF = {
  capital = { "caer_aurin", "highcairn", "saltmere", "dunmarrow" },
  hollows = {
    "sunken_chapel",
    "barrow_of_kings",
    "deepdelve_mines",
    "crypt_of_ide",
    "wyrm_caves",
    "witchs_hollow",
    "drowned_halls",
    "smugglers_grotto",
    "dunmarrow_catacombs",
    "gallows_pit",
  },
  realm = {
    "kingsford",
    "aurin_fields",
    "greyhaven_abbey",
    "stonebridge",
    "cairnfoot_market",
    "hollin_vale",
    "fishers_reach",
    "westmarch_keep",
    "tollgate",
    "emberby",
    "oakhold",
    "riverwatch",
  },
  wilds = {
    "greywood",
    "frostpeak_pass",
    "raven_moor",
    "mistfen",
    "storm_coast",
    "thornwold",
    "cinder_heath",
    "glimmerlake",
    "blackwater_marsh",
    "wolfwood",
  },
}

--- (test) the count of `kind` tokens on a space: kit.tokens(g, "kingsford", "shadow")
function kit.tokens(g, space, kind) return (g:space_vars(space) or {})[kind] or 0 end

--- (test) the `kind` tokens on the whole map: total, and a table space -> count
function kit.on_map(g, kind)
  local total, by = 0, {}
  for _, list in pairs(kit.SPACES_OF) do
    for _, s in ipairs(list) do
      local n = kit.tokens(g, s, kind)
      if n > 0 then
        total = total + n
        by[s] = n
      end
    end
  end
  return total, by
end

--- game vars putting one `kind` token on each of `spaces` (a preset `vars` table; acts.lua
--- reads `kind@SPACE` keys as tokens on that space)
function kit.tokens_on(spaces, kind)
  local vars = {}
  for _, s in ipairs(spaces) do
    vars[kind .. "@" .. s] = 1
  end
  return vars
end

--- `faces` followed by enough 6s for the champion to win a scenario's fight
function kit.then_sixes(faces)
  local out = {}
  for i, f in ipairs(faces) do
    out[i] = f
  end
  for _ = 1, 24 do
    out[#out + 1] = 6
  end
  return out
end

--- the card ids of deck `name` ("world_wilds", "quest", "event", ...) as a list, top first
function kit.deck(g, name)
  local out = {}
  for id in tostring(g:vars()["deck_" .. name] or ""):gmatch("[^,]+") do
    out[#out + 1] = id
  end
  return out
end

--- how many times `id` is in deck `name`
function kit.in_deck(g, name, id)
  local n = 0
  for _, x in ipairs(kit.deck(g, name)) do
    if x == id then n = n + 1 end
  end
  return n
end

--- whether champion snapshot `f` holds a card `card`
function kit.holds(f, card)
  for _, c in ipairs(f.cards or {}) do
    if c == card then return true end
  end
  return false
end

--- rigs `faces`, draws from `deck` ("quest"/"world"), chooses `keys` in order (answering
--- generic prompts between), then settles; returns Hadrian's snapshot
function kit.play_scenario(g, draw, faces, keys)
  if faces and #faces > 0 then kit.rig(g, table.unpack(faces)) end
  kit.answer_until(g, "draw " .. draw)
  for _, k in ipairs(keys or {}) do
    kit.answer_until(g, k)
  end
  kit.until_round(g)
  return g:figure("p1_hadrian")
end

--- answers generic prompts until a champion's Round is asked (Act I Turn 1 after the calls)
function kit.until_round(g, limit)
  for _ = 1, limit or 100 do
    local p = g:prompt()
    if g:finished() or p == nil or p:match("action%(s%) left") then return end
    local o = kit.generic(g)
    if not o or o == "pass" then return end
    g:choose(o)
  end
end

local TRAITS = { might = true, agility = true, insight = true, awareness = true, persuasion = true, resolve = true }
local AFFLICTION_TYPES = { mental = true, physical = true, magical = true }
local RESOURCE_TYPES =
  { weapon = true, armour = true, item = true, companion = true, spell = true, combat_feat = true, relic = true }
local VILLAINS = { arawn = true, dragon = true, morrigan = true }

local function is_kind(game, id, kind)
  local d = type(id) == "string" and game.def(id)
  return d and d.kind == kind
end

local function check_steps(game, list, where, bad)
  if list == nil then return end
  if type(list) ~= "table" then
    bad[#bad + 1] = where .. ": steps must be a list"
    return
  end
  for i, s in ipairs(list) do
    local w = where .. " step " .. i
    -- the vocabulary is steps.lua's own (main keys and modifiers), not a copy of it
    local ok, err = pcall(require("ods.steps").kind, s, { card = w })
    if not ok then bad[#bad + 1] = w .. ": " .. tostring(err) end
    for _, k in ipairs({ "gold", "health", "willpower" }) do
      local n = s[k]
      if n ~= nil and (math.type(n) ~= "integer" or n == 0 or n < -3 or n > 3) then
        bad[#bad + 1] = w .. ": " .. k .. " must be a whole number in -3..3, not 0"
      end
    end
    if s.boon ~= nil and s.boon ~= 1 and s.boon ~= 2 then bad[#bad + 1] = w .. ": boon is 1 or 2" end
    local foe = s.combat or s.ambush or s.duel
    if foe ~= nil and not (type(foe) == "table" and foe.random) and not is_kind(game, foe, "foe") then
      bad[#bad + 1] = w .. ": no foe card " .. tostring(foe)
    end
    if s.ambush ~= nil and s.by ~= "foe" and s.by ~= "champion" then bad[#bad + 1] = w .. ": ambush by foe|champion" end
    if s.epic ~= nil and not is_kind(game, s.epic, "epic_foe") then
      bad[#bad + 1] = w .. ": no epic foe " .. tostring(s.epic)
    end
    if s.foe ~= nil and s.foe ~= "random" and not is_kind(game, s.foe, "foe") then
      bad[#bad + 1] = w .. ": no foe " .. tostring(s.foe)
    end
    local a = s.affliction
    if a ~= nil and a ~= "random" and not AFFLICTION_TYPES[a] and not is_kind(game, a, "affliction") then
      bad[#bad + 1] = w .. ": no affliction " .. tostring(a)
    end
    local r = s.resource
    if
      r ~= nil
      and r ~= "relic_from_hand"
      and not (type(r) == "table" and RESOURCE_TYPES[r.type])
      and not is_kind(game, r, "resource")
    then
      bad[#bad + 1] = w .. ": no resource " .. tostring(type(r) == "table" and r.type or r)
    end
    local at = s.at
    if type(at) == "table" and at.type and #game.spaces({ kind = at.type }) == 0 then
      bad[#bad + 1] = w .. ": no space of type " .. tostring(at.type)
    end
    if type(at) == "string" and at ~= "here" and at ~= "token" and not pcall(game.space, at) then
      bad[#bad + 1] = w .. ": no space " .. at
    end
  end
end

local function check_outcome(game, o, where, bad)
  if o == nil then return end
  if type(o.text) ~= "string" or o.text == "" then bad[#bad + 1] = where .. ": an outcome needs text" end
  check_steps(game, o.steps, where, bad)
end

local function has_step(o, key)
  for _, s in ipairs((o and o.steps) or {}) do
    if s[key] ~= nil then return true end
  end
  return false
end

local function check_parts(game, def, bad)
  local parts = def.parts
  if type(parts) ~= "table" or #parts < 1 or #parts > 2 then
    bad[#bad + 1] = "parts: one or two"
    return
  end
  for i, p in ipairs(parts) do
    local w = "part " .. i
    if type(p.text) ~= "string" or p.text == "" then bad[#bad + 1] = w .. ": no text" end
    if not p.test and not p.choice then bad[#bad + 1] = w .. ": a test or a choice" end
    if p.test then
      if not TRAITS[p.test.trait] then bad[#bad + 1] = w .. ": unknown trait " .. tostring(p.test.trait) end
      local d = p.test.difficulty
      if math.type(d) ~= "integer" or d < 5 or d > 9 then bad[#bad + 1] = w .. ": difficulty 5..9" end
      if not p.success then bad[#bad + 1] = w .. ": a test needs a success" end
      check_outcome(game, p.success, w .. " success", bad)
      check_outcome(game, p.failure, w .. " failure", bad)
    end
    if p.choice then
      if #p.choice < 2 then bad[#bad + 1] = w .. ": a choice needs two options" end
      for _, c in ipairs(p.choice) do
        if type(c.key) ~= "string" or not c.key:match("^[a-z_]+$") then bad[#bad + 1] = w .. ": bad choice key" end
        if not c.label then bad[#bad + 1] = w .. ": choice " .. tostring(c.key) .. " has no label" end
        if not (p.outcomes or {})[c.key] then bad[#bad + 1] = w .. ": no outcome for " .. tostring(c.key) end
        check_outcome(game, (p.outcomes or {})[c.key], w .. " " .. tostring(c.key), bad)
      end
    end
    if i < #parts and p.choice then bad[#bad + 1] = w .. ": a choice cannot lead to part 2" end
  end
end

local CHECK = {}

function CHECK.affliction(game, def, bad)
  if not AFFLICTION_TYPES[def.type] then bad[#bad + 1] = "type: mental|physical|magical" end
  local total = 0
  for t, n in pairs(def.mods or {}) do
    if not TRAITS[t] then bad[#bad + 1] = "mods: unknown trait " .. t end
    if math.type(n) ~= "integer" or n >= 0 or n < -2 then bad[#bad + 1] = "mods." .. t .. ": a penalty of -1 or -2" end
    total = total + n
  end
  if total < -2 then bad[#bad + 1] = "mods: more than 2 points of penalty" end
  local r = def.remove or {}
  local ways = (r.rest and 1 or 0) + (r.at and 1 or 0) + (r.turn_end_roll and 1 or 0) + (r.action and 1 or 0)
  if ways ~= 1 then bad[#bad + 1] = "remove: exactly one way" end
  if r.action and not (r.test and TRAITS[r.test.trait] and r.test.difficulty) then
    bad[#bad + 1] = "remove.action needs a test"
  end
  for _, f in ipairs(r.turn_end_roll or {}) do
    if math.type(f) ~= "integer" or f < 1 or f > 6 then bad[#bad + 1] = "remove.turn_end_roll: faces 1..6" end
  end
  if r.at and r.at.type and #game.spaces({ kind = r.at.type }) == 0 then bad[#bad + 1] = "remove.at: no such type" end
  if math.type(def.copies) ~= "integer" or def.copies < 1 then bad[#bad + 1] = "copies" end
end

function CHECK.event(game, def, bad)
  if not def.steps and not def.run then bad[#bad + 1] = "steps or run" end
  check_steps(game, def.steps, "event", bad)
  if math.type(def.copies) ~= "integer" or def.copies < 1 then bad[#bad + 1] = "copies" end
end

function CHECK.world(game, def, bad)
  if #game.spaces({ kind = def.location or "" }) == 0 then
    bad[#bad + 1] = "location: no space of type " .. tostring(def.location)
  end
  check_parts(game, def, bad)
end

function CHECK.quest(game, def, bad)
  if not VILLAINS[def.villain] then bad[#bad + 1] = "villain: arawn|dragon|morrigan" end
  check_parts(game, def, bad)
  local last = def.parts and def.parts[#def.parts] or {}
  local done = has_step(last.success, "quest_done")
  for _, o in pairs(last.outcomes or {}) do
    done = done or has_step(o, "quest_done")
  end
  if not done then bad[#bad + 1] = "the last part never says quest_done" end
  for _, p in ipairs(def.parts or {}) do
    local outs = { p.success, p.failure }
    for _, o in pairs(p.outcomes or {}) do
      outs[#outs + 1] = o
    end
    for _, o in pairs(outs) do
      for _, s in ipairs(o.steps or {}) do
        local e = s.epic and game.def(s.epic)
        if e and e.villain ~= def.villain then
          bad[#bad + 1] = "epic " .. s.epic .. " serves " .. tostring(e.villain)
        end
      end
    end
  end
end

function CHECK.ending(game, def, bad)
  if not VILLAINS[def.villain] then bad[#bad + 1] = "villain: arawn|dragon|morrigan" end
  if def.outcome ~= "victory" and def.outcome ~= "defeat" then bad[#bad + 1] = "outcome: victory|defeat" end
  if type(def.text) ~= "string" or #def.text < 40 then bad[#bad + 1] = "text: the ending's story" end
end

--- (in the game) "ok", or the problems of story card `id` joined by "; "
function kit.check_card(game, id)
  local def = game.def(id)
  if not def then return "no card " .. tostring(id) end
  -- an instance left nowhere: deck cards are ids in game vars, and the card-test harness wants
  -- every card it tests to have been in a game
  game.give(id, nil)
  local bad = {}
  if type(def.name) ~= "string" or def.name == "" then bad[#bad + 1] = "no name" end
  if def.provisional ~= true then bad[#bad + 1] = "provisional = true (our design)" end
  local check = CHECK[def.kind]
  if not check then return "not a story card: " .. tostring(def.kind) end
  check(game, def, bad)
  local err = require("ods.steps").check_card(game, id) -- nested lists, as the rules read them
  if err then bad[#bad + 1] = err end
  return #bad == 0 and "ok" or table.concat(bad, "; ")
end

--- (in the game, through kit.call) field `key` of card `id`'s definition: {"testkit.def_field",
--- "kelpie", "standees"} -> "2" ("nil" when the card has no such field)
function kit.def_field(game, id, key)
  local def = game.def(id)
  if not def then error("testkit.def_field: no card " .. tostring(id)) end
  return def[key]
end

--- a story card's data check through a real game: expect(kit.card_ok("huginn")).to_be("ok")
function kit.card_ok(id, opts)
  local _, out = kit.call(opts or {}, { "testkit.check_card", id })
  return out[1]
end

-- Villain, affliction, resource and champion card tests (cards/ods/{villains,afflictions,
-- resources,champions}, scripts/ods/villains_test.lua) -----------------------------------------
-- The expected values always come from the calling test (never read back from the card), so a
-- changed card value fails its test.

--- empty World/Quest/Event decks: what a shuffle would draw must not touch what a test reads
kit.NO_DECKS = {
  deck_world_capital = "",
  deck_world_hollows = "",
  deck_world_realm = "",
  deck_world_wilds = "",
  deck_event = "",
  deck_quest = "",
}

kit.CAPITALS = { caer_aurin = true, highcairn = true, saltmere = true, dunmarrow = true }

--- kit.game with kit.NO_DECKS (opts.vars on top) and Anton on hollin_vale unless opts.at
function kit.villain_game(opts)
  local vars = {}
  for k, v in pairs(kit.NO_DECKS) do
    vars[k] = v
  end
  for k, v in pairs(opts.vars or {}) do
    vars[k] = v
  end
  opts.vars = vars
  opts.at = opts.at or { p1_anton = "hollin_vale" }
  return kit.game(opts)
end

--- answers generic prompts until `key` is offered (not chosen)
function kit.reach_offer(g, key, limit)
  for _ = 1, limit or 100 do
    if g:offers(key) then return end
    local o = kit.generic(g)
    if not o then error("`" .. key .. "` not offered; pending: " .. pending_text(g), 2) end
    g:choose(o)
  end
end

--- plays generic answers (else the first option) until game var `turn` reaches n in act `act`
--- (default 1), or the game is over
function kit.until_turn(g, n, act)
  for _ = 1, 500 do
    if g:finished() then return end
    local v = g:vars()
    if (v.act or 1) == (act or 1) and (v.turn or 1) >= n then return end
    g:choose(kit.generic(g) or 1)
  end
end

--- Act II Turn 1 (preset `act = 2`: the flip happens at once) against `villain` on `space`,
--- Anton there holding `quests` tokens (`at`: other figures); waits at the combat's first question
function kit.duel_game(villain, space, quests, at)
  at = at or {}
  at.p1_anton = space
  local g = kit.villain_game({
    villain = villain,
    at = at,
    vars = { act = 2 },
    figure_vars = { p1_anton = { quests = quests } },
  })
  kit.reach_offer(g, "pass")
  g:choose("pass")
  return g
end

--- one combat round of a kit.duel_game (Anton attacks the villain; a set-up foe may share its
--- space): the attack die and the defence dice rigged, `key` answers the quest-token question,
--- then generic answers until the next round's question
function kit.duel_round(g, key, attack, defence)
  kit.rig(g, attack, defence, defence)
  g:choose(key)
  for _ = 1, 20 do
    if g:offers("negate") or g:offers("pass") or g:finished() then return end
    local target
    for _, o in ipairs(g:options()) do
      if o:match("^attack p1_anton ") and (o:match("arawn$") or o:match("morrigan$") or o:match("dragon$")) then
        target = o
      end
    end
    g:choose(target or kit.generic(g) or 1)
  end
end

--- a kit.villain_game played to Turn 2: the villain card's own defeat (p.14) must have ended
--- it, with a reason containing `reason`; with `threat` ("12 of 12") the progression's count
--- logged by villains.check_defeat must be exactly that; returns the outcome for further checks
function kit.check_villain_defeat(opts, reason, threat)
  local g = kit.villain_game(opts)
  kit.until_turn(g, 2)
  expect(g:finished()).to_be_truthy()
  local out = g:outcome()
  expect(out.outcome).to_be("defeat")
  expect(out.reason).to_contain(reason)
  if threat then
    local seen = {}
    for _, l in ipairs(g:log()) do
      seen[#seen + 1] = l:match("the villain's threat: .*$")
    end
    expect(seen).to_be({ "the villain's threat: " .. threat })
  end
  return out
end

--- a kit.villain_game played to Turn 2 whose villain card's defeat (p.14) must NOT have ended
--- it, the Turn 1 progression's count logged as `count` of `threshold` ("the villain's threat:
--- 11 of 12", villains.check_defeat), so the just-below case is exactly that; returns the game
function kit.check_no_villain_defeat(opts, count, threshold)
  local g = kit.villain_game(opts)
  kit.until_turn(g, 2)
  expect(g:finished()).to_be_nil()
  local want, seen = "the villain's threat: " .. count .. " of " .. threshold, {}
  for _, l in ipairs(g:log()) do
    seen[#seen + 1] = l:match("the villain's threat: .*$")
  end
  expect(seen).to_be({ want })
  return g
end

--- a preset `space_vars` table holding `kind` tokens on the given spaces only ({ kingsford = 6 }):
--- every other space of the map at 0, so tokens the villain's set-up drew land nowhere
function kit.only_tokens(kind, counts)
  local out = {}
  for _, list in pairs(kit.SPACES_OF) do
    for _, s in ipairs(list) do
      out[s] = { [kind] = counts[s] or 0 }
    end
  end
  return out
end

--- (in the game, through a preset's `calls`) takes every foe off the map but those named in
--- `keep` (ids joined by commas): the foes a villain's set-up placed at random leave, as if
--- they had never entered (their cards go back as foes.remove puts them)
function kit.keep_foes(game, keep)
  local set = {}
  for id in tostring(keep or ""):gmatch("[^,]+") do
    set[id] = true
  end
  local foes = require("ods.foes")
  for _, f in ipairs(game.figures({ side = "foes", on_board = true })) do
    if not set[f.id] and not f.villain then foes.remove(game, f) end
  end
end

--- how many foe moves (after the first `from` foe_moved events) ended on a Capital
function kit.capital_arrivals(g, from)
  local n, list = 0, g:events("foe_moved")
  for i = (from or 0) + 1, #list do
    if kit.CAPITALS[list[i].to] then n = n + 1 end
  end
  return n
end

-- Afflictions (p.15) on p1_hadrian ---------------------------------------------------------------

local TRAIT_ORDER = { "might", "agility", "insight", "awareness", "persuasion", "resolve" }
local TRAIT_NAME = {
  might = "Might",
  agility = "Agility",
  insight = "Insight",
  awareness = "Awareness",
  persuasion = "Persuasion",
  resolve = "Resolve",
}
local HADRIAN = { champions = { p1 = { "hadrian" } } }

local function hadrian_at(space) return { champions = HADRIAN.champions, at = { p1_hadrian = space } } end

--- kit.story on tollgate: `call` after the card is gained, the d6 rigged to `faces` at the pause
local function afflicted_story(id, call, ...)
  local g = kit.story({ at = { p1_hadrian = "tollgate" } }, { "testkit.afflict", "p1_hadrian", id }, call)
  kit.rig(g, ...)
  g:choose("go")
  return g
end

local AFFLICTION_REMOVAL = {}

-- removed at Turn end on a Capital (dunmarrow), kept on tollgate
function AFFLICTION_REMOVAL.capital(id)
  test(id .. ": removed at Turn end on a capital space, kept elsewhere", function()
    local g = kit.call(hadrian_at("dunmarrow"), { "testkit.afflict", "p1_hadrian", id }, { "afflictions.turn_end" })
    expect(kit.holds(g:figure("p1_hadrian"), id)).to_be_falsy()
    expect_event(g, "affliction_removed", { champion = "p1_hadrian" })
    local g2 = kit.call(hadrian_at("tollgate"), { "testkit.afflict", "p1_hadrian", id }, { "afflictions.turn_end" })
    expect(kit.holds(g2:figure("p1_hadrian"), id)).to_be_truthy()
  end)
end

-- a Turn-end roll of `roll` removes it, one less keeps it
function AFFLICTION_REMOVAL.roll(id, roll)
  local function turn_end(face) return afflicted_story(id, { "afflictions.turn_end" }, face) end
  test(id .. ": a Turn-end roll of " .. roll .. " removes it", function()
    local g = turn_end(roll)
    expect(kit.holds(g:figure("p1_hadrian"), id)).to_be_falsy()
    expect_event(g, "affliction_removed", { champion = "p1_hadrian" })
  end)
  test(id .. ": a Turn-end roll of " .. (roll - 1) .. " keeps it", function()
    local g = turn_end(roll - 1)
    expect(kit.holds(g:figure("p1_hadrian"), id)).to_be_truthy()
    expect_no_event(g, "affliction_removed")
  end)
end

-- a Rest removes it, a Turn end (run first) does not
function AFFLICTION_REMOVAL.rest(id)
  test(id .. ": a Rest removes it, a Turn end does not", function()
    local g, out = kit.call(
      hadrian_at("tollgate"),
      { "testkit.afflict", "p1_hadrian", id },
      { "afflictions.turn_end" },
      { "testkit.rest", "p1_hadrian" }
    )
    expect(out[3]).to_be(id)
    expect(kit.holds(g:figure("p1_hadrian"), id)).to_be_falsy()
    expect(#g:events("affliction_removed")).to_be(1)
  end)
end

-- the removal action's test ({ trait, difficulty }): passed with a 6, failed with a 1
function AFFLICTION_REMOVAL.action(id, t)
  local function purge(face)
    local g = afflicted_story(id, { "testkit.purge", "p1_hadrian", id }, face)
    kit.until_round(g)
    return g
  end
  test(id .. ": the removal action passes its " .. t.trait .. " test (" .. t.difficulty .. ") with a 6", function()
    local g = purge(6)
    expect(kit.holds(g:figure("p1_hadrian"), id)).to_be_falsy()
    expect_event(g, "test_done", { trait = t.trait, difficulty = t.difficulty, passed = true })
  end)
  test(id .. ": a failed removal test (a 1) keeps it", function()
    local g = purge(1)
    expect(kit.holds(g:figure("p1_hadrian"), id)).to_be_truthy()
    expect_event(g, "test_done", { passed = false })
  end)
end

--- registers an affliction card's tests: its data, `copies` in the Affliction deck, each trait
--- penalty of `mods` ({ might = -1 }) through traits.value, and its removal, one of
--- `capital = true`, `roll = FACE` (lowest removing Turn-end roll), `rest = true`,
--- `action = { trait = T, difficulty = D }`
function kit.affliction_case(c)
  local id = c.id
  test(id .. ": its data is valid", function() expect(kit.card_ok(id)).to_be("ok") end)
  test(
    id .. ": " .. c.copies .. " copies in the Affliction deck",
    function() expect(kit.in_deck(kit.game(HADRIAN), "affliction", id)).to_be(c.copies) end
  )
  for _, trait in ipairs(TRAIT_ORDER) do
    local n = (c.mods or {})[trait]
    if n then
      test(id .. ": " .. trait .. " " .. n .. " while attached", function()
        local _, out = kit.call(
          HADRIAN,
          { "testkit.trait", "p1_hadrian", trait },
          { "testkit.afflict", "p1_hadrian", id },
          { "testkit.trait", "p1_hadrian", trait }
        )
        expect(out[2]).to_be(id)
        expect(tonumber(out[3])).to_be(tonumber(out[1]) + n)
      end)
    end
  end
  for way, fn in pairs(AFFLICTION_REMOVAL) do
    if c[way] then fn(id, c[way]) end
  end
end

-- Resources: acquiring them and their modifiers in a real game ----------------------------------

--- Anton on Caer Aurin with `id` in the Hand (`rest` the other four cards) and `gold`
local function shop(id, gold, rest)
  return kit.game({
    champions = { p1 = { "anton" } },
    at = { p1_anton = "caer_aurin" },
    vars = { hand = id .. "," .. (rest or "parry,heal,lantern,spear") },
    figure_vars = { p1_anton = { gold = gold } },
  })
end

--- Brom (Persuasion 2, no Willpower, no gold: the die alone decides) tries to recruit `id`
local function recruit(id, die)
  local g = kit.game({
    champions = { p1 = { "brom" } },
    at = { p1_brom = "kingsford" },
    vars = { hand = id .. ",parry,longsword,lantern,spear" },
    figure_vars = { p1_brom = { willpower = 0, gold = 0 } },
  })
  kit.rig(g, die)
  kit.answer_until(g, "acquire " .. id)
  kit.back_to_round(g)
  return g
end

--- Anton (Might 2, Agility 2, no Willpower) holding `cards` fights an Undead Corpse (Defence 3,
--- Attack 5) on kingsford with the d6 rigged to `faces`; the first `event` of the fight
local function corpse_fight(id, cards, event, ...)
  local g = kit.game({
    champions = { p1 = { "anton" } },
    give = { p1_anton = cards },
    at = { p1_anton = "kingsford", undead_corpse_1 = "kingsford" },
    figure_vars = { p1_anton = { willpower = 0 } },
  })
  kit.rig(g, ...)
  kit.answer_until(g, "pass")
  return kit.play_until(g, event, 1, nil, { "use " .. id })
end

-- a World card on top whose first part tests the trait, and the champion drawing it (no
-- Willpower) with that trait's value: the_hunting_art (Awareness 6) and huginn (Insight) for Brom
-- (Awareness 2, Insight 1) on greywood; voices_in_the_dark for Natasha (Resolve 1, no armour)
local SCENARIO_TEST = {
  awareness = { champion = "brom", space = "greywood", deck = "world_wilds", card = "the_hunting_art", base = 2 },
  insight = { champion = "brom", space = "greywood", deck = "world_wilds", card = "huginn", base = 1 },
  resolve = {
    champion = "natasha",
    space = "witchs_hollow",
    deck = "world_hollows",
    card = "voices_in_the_dark",
    base = 1,
  },
}

--- the total of the Scenario's first test (die 1) for the champion holding `cards`
local function scenario_total(id, trait, cards)
  local s = SCENARIO_TEST[trait]
  local fid = "p1_" .. s.champion
  local g = kit.game({
    champions = { p1 = { s.champion } },
    give = { [fid] = cards },
    at = { [fid] = s.space },
    vars = { ["deck_" .. s.deck] = s.card },
    figure_vars = { [fid] = { willpower = 0 } },
  })
  kit.rig(g, 1)
  kit.answer_until(g, "pass")
  local e = kit.play_until(g, "test_done", 1, nil, { "use " .. id })
  expect(e.trait).to_be(trait)
  return e.total
end

--- Brom (Persuasion 2) holding `cards` tries to recruit a Loyal Hound (Persuasion 6) on a 2
local function recruit_hound(id, cards)
  local g = kit.game({
    champions = { p1 = { "brom" } },
    give = { p1_brom = cards },
    at = { p1_brom = "kingsford" },
    vars = { hand = "loyal_hound,parry,longsword,lantern,spear" },
    figure_vars = { p1_brom = { willpower = 0 } },
  })
  kit.rig(g, 2)
  kit.answer_until(g, "acquire loyal_hound")
  return kit.play_until(g, "test_done", 1, nil, { "use " .. id })
end

--- Anton on Caer Aurin with `gold` acquires `id` from the Hand: he holds it, `gold - price` left
function kit.check_bought(id, price, gold)
  local g = shop(id, gold)
  kit.answer_until(g, "acquire " .. id)
  kit.back_to_round(g)
  expect(g:figure("p1_anton").cards).to_contain(id)
  expect(g:figure("p1_anton").gold).to_be(gold - price)
end

--- Anton (Might 2, Agility 2, `willpower`, default 0) holding combat feat `card` against an
--- Undead Horde on kingsford, the d6 rigged to `faces`; `key` answers the feat question
--- ("feat parry" / "no feat"). Returns the game at that point.
function kit.feat_fight(card, key, faces, willpower)
  local g = kit.game({
    champions = { p1 = { "anton" } },
    give = { p1_anton = { card } },
    at = { p1_anton = "kingsford", undead_horde_1 = "kingsford" },
    figure_vars = { p1_anton = { willpower = willpower or 0 } },
  })
  kit.rig(g, table.unpack(faces))
  kit.answer_until(g, "pass")
  kit.answer_until(g, key)
  return g
end

local RESOURCE_MOD = {}

function RESOURCE_MOD.might(id, n)
  test(id .. ": +" .. n .. " Might on the Attack test", function()
    local e = corpse_fight(id, { id }, "attack_done", 3, 6)
    expect({ e.total, e.damage }).to_be({ 3 + 2 + n, 2 + n })
    expect(corpse_fight(id, {}, "attack_done", 3, 6).total).to_be(5)
  end)
end

function RESOURCE_MOD.agility(id, n)
  test(id .. ": +" .. n .. " Agility on the Defence test", function()
    local e = corpse_fight(id, { id }, "defence_done", 1, 1)
    expect(e.total).to_be(1 + 2 + n)
    expect(e.damage).to_be(math.max(0, 2 - n))
    expect(corpse_fight(id, {}, "defence_done", 1, 1).damage).to_be(2)
  end)
end

for _, trait in ipairs({ "insight", "awareness", "resolve" }) do
  RESOURCE_MOD[trait] = function(id, n)
    test(id .. ": +" .. n .. " " .. TRAIT_NAME[trait] .. " on a Scenario's test", function()
      local base = SCENARIO_TEST[trait].base
      expect(scenario_total(id, trait, { id })).to_be(1 + base + n)
      expect(scenario_total(id, trait, {})).to_be(1 + base)
    end)
  end
end

function RESOURCE_MOD.persuasion(id, n)
  test(id .. ": +" .. n .. " Persuasion", function()
    expect(recruit_hound(id, { id }).total).to_be(2 + 2 + n)
    expect(recruit_hound(id, {}).passed).to_be(false)
  end)
end

--- registers a resource card's tests: how it is acquired, one of `price = GOLD` (bought on a
--- Capital), `recruit = DIFFICULTY` (a Companion: Persuasion test, no gold), `relic = true`
--- (never bought, p.7; Anton's Special, FAQ p.17); then each bonus of `mods` ({ might = 1 })
--- where it counts: Might on the Attack test, Agility on the Defence test, Insight, Awareness
--- and Resolve on a Scenario's test, Persuasion on a recruit's
function kit.resource_case(c)
  local id = c.id
  if c.price then
    test(
      id .. ": acquired from the Hand on a Capital for " .. c.price .. " gold",
      function() kit.check_bought(id, c.price, c.price + 2) end
    )
    test(
      id .. ": not offered to a champion with " .. (c.price - 1) .. " gold",
      function() expect(shop(id, c.price - 1):offers("acquire " .. id)).to_be(false) end
    )
  end
  if c.recruit then
    local pass = c.recruit - 2
    test(
      id .. ": recruited, not bought: Persuasion " .. c.recruit .. " passes on a " .. pass .. ", no gold spent",
      function() expect(recruit(id, pass):figure("p1_brom").cards).to_contain(id) end
    )
    test(id .. ": a " .. (pass - 1) .. " fails and it stays in the Hand", function()
      local g = recruit(id, pass - 1)
      expect(g:figure("p1_brom").cards).not_to_contain(id)
      expect(g:vars().hand).to_contain(id)
    end)
  end
  if c.relic then
    test(id .. ": a Relic is never bought from the Hand (p.7), whatever the gold", function()
      local g = shop(id, 20, "parry,longsword,lantern,spear")
      expect(g:offers("acquire " .. id)).to_be(false)
      expect(g:offers("acquire longsword")).to_be(true)
    end)
    test(id .. ": Anton's Special takes it on a Hollows space (FAQ p.17)", function()
      local g = kit.game({
        champions = { p1 = { "anton" } },
        at = { p1_anton = "witchs_hollow" },
        vars = { hand = id .. ",parry,longsword,lantern,spear" },
      })
      kit.rig(g, 6)
      kit.answer_until(g, "special")
      kit.back_to_round(g)
      expect(g:figure("p1_anton").cards).to_contain(id)
    end)
  end
  for _, trait in ipairs(TRAIT_ORDER) do
    local n = (c.mods or {})[trait]
    if n then RESOURCE_MOD[trait](id, n) end
  end
end

-- Champions ---------------------------------------------------------------------------------------

--- a champion card's start (p1 plays `card`, set-up as the scenario has it): its space, the
--- figure's `stats` ({ health = 8, willpower = 5, gold = 2 }: each field compared) and a card held
function kit.check_champion_start(card, space, stats, held)
  local g = kit.game({ champions = { p1 = { card } } })
  local f = g:figure("p1_" .. card)
  expect(kit.at(g, "p1_" .. card)).to_be(space)
  local want, got = {}, {}
  for k, v in pairs(stats) do
    want[k] = v
    got[k] = f[k]
  end
  expect(got).to_be(want)
  expect(f.cards).to_contain(held)
end

--- the champion's Round is asked and its Special is not among the actions
function kit.expect_no_special(g)
  expect(g:offers("special")).to_be(false)
  expect(g:offers("pass")).to_be(true)
end

-- Foe and epic foe cards (cards/ods/{foes,epic_foes}) ---------------------------------------------
-- Anton (Might 2, Agility 2, no weapon or armour) fights the standee on kingsford; his Willpower
-- (2 by default) makes every test stop at a prompt, answered `accept`. The expected values come
-- from the calling test, never from the card.

--- Anton and standee `foe` on kingsford, `extra` merged into the kit.game spec, the d6 rigged to
--- `faces`; waits at the combat's first question
function kit.foe_fight(foe, extra, faces)
  local spec = {
    champions = { p1 = { "anton" } },
    at = { p1_anton = "kingsford", [foe] = "kingsford" },
    figure_vars = { p1_anton = { willpower = 2 } },
  }
  for k, v in pairs(extra or {}) do
    spec[k] = v
  end
  local g = kit.game(spec)
  kit.rig(g, table.unpack(faces))
  kit.answer_until(g, "pass")
  return g
end

--- Brom (Agility 3 with his shield) and Anton (Agility 2) both on kingsford with standee `foe`,
--- both pass, three 1s rigged: the first defence_done (Brom's attack preferred when offered)
local function foe_pair_fight(foe, prefer)
  local g = kit.game({
    champions = { p1 = { "brom" }, p2 = { "anton" } },
    at = { p1_brom = "kingsford", p2_anton = "kingsford", [foe] = "kingsford" },
    figure_vars = { p1_brom = { willpower = 1 }, p2_anton = { willpower = 1 } },
  })
  kit.rig(g, 1, 1, 1)
  kit.answer_until(g, "pass")
  kit.answer_until(g, "pass")
  return g, kit.play_until(g, "defence_done", 1, nil, prefer)
end

local FOE_TARGET = {}

function FOE_TARGET.initiative(card, foe)
  test(card .. ": it duels the first champion in initiative (Brom), Anton may not attack it (p.14)", function()
    local g, d = foe_pair_fight(foe)
    expect(d.champion).to_be("p1_brom")
    for _, e in ipairs(g:events("attack_done")) do
      expect(e.champion).to_be("p1_brom")
    end
    expect(#g:events("attack_done")).to_be(1)
  end)
end

function FOE_TARGET.lowest_agility(card, foe)
  test(card .. ": it attacks the lowest Agility (Anton 2, not Brom 3 with his shield), unasked", function()
    local _, d = foe_pair_fight(foe, { "attack p1_brom " .. foe })
    expect(d.champion).to_be("p2_anton")
  end)
end

--- Anton loses `n` Willpower at the end of a round the foe survives, none in the round it dies
local function foe_round_end_willpower(card, foe, n)
  test(card .. ": at the end of a round it survives, Anton loses " .. n .. " Willpower", function()
    local g = kit.foe_fight(foe, { figure_vars = { p1_anton = { willpower = 2 } } }, { 1, 6, 1 })
    kit.play_until(g, "combat_round_end", 1, nil, { "accept" })
    expect(g:figure("p1_anton").willpower).to_be(2 - n)
  end)
  test(card .. ": not in the round it dies (FAQ p.17)", function()
    local g = kit.foe_fight(foe, {
      figure_vars = { p1_anton = { willpower = 2 }, [foe] = { health = 1 } },
      vars = { deck_world_realm = "blood_and_iron" },
    }, { 6, 6 })
    kit.play_until(g, "scenario_drawn") -- stops at Blood & Iron's choice
    expect(g:figure("p1_anton").willpower).to_be(2)
  end)
end

--- registers a foe card's common tests: `foe` the standee fought (`card` .. "_1", or the card
--- id of an epic foe), its `health`, `defence` (an attack die of defence - 1 deals 1), `attack`
--- (`loses`: Health lost on a Defence test of 1 + 2, default attack - 3), `gold` for the kill,
--- `standees` in the box; `healed`: Health it gains back at the end of a round it survives (default 0);
--- `retreat` (whether a champion who came from Caer Aurin may retreat,
--- p.14), `targets` ("initiative" or "lowest_agility"), `round_end_willpower` (Willpower lost at
--- the end of a round it survives) and `wound_willpower` (lost with a wound) when the card says so
function kit.foe_case(c)
  local card, foe = c.card, c.foe
  local loses = c.loses or c.attack - 3
  test(card .. ": enters with its card's Health, " .. c.health, function()
    local g = kit.game({ champions = { p1 = { "anton" } }, at = { [foe] = "kingsford" } })
    expect(g:figure(foe).health).to_be(c.health)
  end)
  local die = c.defence - 1
  -- the third die (1) is Anton's round-2 attack: a prompt (Willpower) stops the game there
  test(card .. ": Defence " .. c.defence .. ": an attack of " .. die .. " + 2 deals 1", function()
    local g = kit.foe_fight(foe, nil, { die, 1, 1 })
    local e = kit.play_until(g, "attack_done")
    expect({ e.total, e.damage }).to_be({ c.defence + 1, 1 })
    kit.play_until(g, "combat_round_end")
    expect(g:figure(foe).health).to_be(c.health - 1 + (c.healed or 0))
  end)
  test(card .. ": Attack " .. c.attack .. ": a Defence test of 1 + 2 loses " .. loses .. " Health", function()
    local g = kit.foe_fight(foe, nil, { die, 1, 1 })
    local e = kit.play_until(g, "defence_done")
    expect({ e.total, e.damage }).to_be({ 3, loses })
  end)
  test(card .. ": the killing blow earns " .. c.gold .. " gold and the standee leaves the map", function()
    local g = kit.foe_fight(foe, {
      figure_vars = { p1_anton = { willpower = 1 }, [foe] = { health = 1 } },
      vars = { deck_world_realm = "blood_and_iron" },
    }, { 6, 6 })
    kit.play_until(g, "scenario_drawn") -- stops at Blood & Iron's choice
    expect_event(g, "foe_defeated", { foe = foe, by = "p1_anton" })
    expect(g:figure("p1_anton").gold).to_be(2 + c.gold)
    expect(g:figure(foe).on_board).to_be(false)
  end)
  -- the scenario holds every standee of the box: BASE_1 .. BASE_N (an epic foe: BASE alone);
  -- the card's own `standees` says the same (no rule reads it, so only this test holds it)
  test(card .. ": " .. c.standees .. " standee(s) in the box", function()
    local g, out = kit.call({}, { "testkit.def_field", card, "standees" })
    expect(out[1]).to_be(tostring(c.standees))
    local base = foe:gsub("_1$", "")
    local last = c.standees == 1 and base or base .. "_" .. c.standees
    expect(pcall(function() return g:figure(last) end)).to_be(true)
    expect(pcall(function() return g:figure(base .. "_" .. (c.standees + 1)) end)).to_be(false)
  end)
  if c.retreat ~= nil then
    local title = c.retreat and "it does not stop a retreat to the space the champion came from (p.14)"
      or "a champion fighting it cannot retreat (p.14)"
    test(card .. ": " .. title, function()
      local g = kit.game({
        champions = { p1 = { "anton" } },
        at = { p1_anton = "caer_aurin", [foe] = "kingsford" },
        figure_vars = { p1_anton = { willpower = 1 } },
      })
      kit.rig(g, 1, 6)
      kit.answer_until(g, "travel kingsford")
      kit.answer_until(g, "pass")
      kit.play_until(g, "combat_round_end")
      expect(g:offers("retreat p1_anton")).to_be(c.retreat)
    end)
  end
  if c.targets then FOE_TARGET[c.targets](card, foe) end
  if c.round_end_willpower then foe_round_end_willpower(card, foe, c.round_end_willpower) end
  if c.wound_willpower then
    test(card .. ": a wounded champion also loses " .. c.wound_willpower .. " Willpower", function()
      local g = kit.foe_fight(foe, { figure_vars = { p1_anton = { willpower = 3 } } }, { 1, 1, 1 })
      kit.play_until(g, "defence_done", 1, nil, { "accept" })
      expect(g:figure("p1_anton").willpower).to_be(3 - c.wound_willpower)
    end)
  end
end

-- World and Quest card tests (cards/ods/{world,quests}): p1_hadrian resolves the card in a real
-- Scenario Phase (kit.scenario_game: 2 gold, 8/11 Health, 2/4 Willpower; rigged d6). The
-- expected values come from the calling test, never from the card.

--- registers a World or Quest card's data check and deck test, and returns its
--- `play(faces, keys, vars)` (the game and Hadrian's snapshot after the Scenario Phase; `vars`
--- more preset game vars, e.g. `{ deck_foe = "werewolf_pack" }` to decide a random foe).
--- `deck` "quest": in the Quest deck against `villain` only, not against `other` (p.6);
--- else a World deck holding `copies` (default 1) of it from set-up (p.7)
function kit.scenario_case(c)
  local id, deck, villain = c.id, c.deck, c.villain
  test(
    id .. ": its data is valid (steps, foes, epic foes, resources, location)",
    function() expect(kit.card_ok(id, { villain = villain })).to_be("ok") end
  )
  if deck == "quest" then
    test(id .. ": in the Quest deck against " .. villain .. " only (p.6)", function()
      expect(kit.in_deck(kit.game({ villain = villain }), "quest", id)).to_be(1)
      expect(kit.in_deck(kit.game({ villain = c.other }), "quest", id)).to_be(0)
    end)
  else
    test(
      id .. ": shuffled into the " .. c.location .. " World deck at set-up (p.7)",
      function() expect(kit.in_deck(kit.game({ villain = villain }), deck, id)).to_be(c.copies or 1) end
    )
  end
  return function(faces, keys, vars)
    local g = kit.scenario_game(id, deck, c.location, { villain = villain, vars = vars })
    return g, kit.play_scenario(g, deck == "quest" and "quest" or "world", faces, keys)
  end
end

local OUTCOME_EVENTS = { affliction = "affliction_gained", quest = "quest_completed", resource = "resource_acquired" }

--- checks a scenario's outcome on `g` and Hadrian's snapshot `h` (as `play` returns them):
--- each key given is asserted, none is implied. `fought` (foe card fought), `combat` (kind of
--- combat_start), `combats_at_least`, `won` (a foe_defeated by Hadrian), `gold`/`health`/`willpower`/`boon1`/
--- `boon2`/`quests` (exact), `gold_at_least`, `holds` (a card), `affliction`/`quest`/`resource` (true: the
--- event for Hadrian was raised, false: no such event), `passed` (scenario_done's)
function kit.expect_outcome(want, g, h)
  if want.fought then expect(kit.fought(g, want.fought)).to_be_truthy() end
  if want.combat then expect_event(g, "combat_start", { kind = want.combat }) end
  if want.combats_at_least then expect(#g:events("combat_start")).to_be_at_least(want.combats_at_least) end
  if want.won then expect_event(g, "foe_defeated", { by = "p1_hadrian" }) end
  for _, k in ipairs({ "gold", "health", "willpower", "boon1", "boon2", "quests" }) do
    if want[k] ~= nil then expect(h[k]).to_be(want[k]) end
  end
  if want.gold_at_least then expect(h.gold).to_be_at_least(want.gold_at_least) end
  if want.holds then expect(kit.holds(h, want.holds)).to_be_truthy() end
  for k, event in pairs(OUTCOME_EVENTS) do
    if want[k] == true then expect_event(g, event, { champion = "p1_hadrian" }) end
    if want[k] == false then expect_no_event(g, event) end
  end
  if want.passed ~= nil then expect_event(g, "scenario_done", { passed = want.passed }) end
end

--- the three tests of a Dragon-realm story card whose `choice` fights the top of the Foe deck
--- and then gives {gold = 2}: the deck stacked with a Werewolf Pack (Reward 2: Hadrian's 2 gold
--- + 2 + 2) and with a Dire Beast (Reward 3: 2 + 3 + 2), and unstacked, where the Dragon's foes'
--- rewards (2 or 3) leave only a floor of 6 whatever the dice
function kit.foe_deck_fight_tests(id, play, choice)
  local answer = { "choose " .. choice }
  test(
    id .. ": `" .. choice .. "` against a Werewolf Pack (Reward 2): 2 + 2 + 2 gold",
    function()
      kit.expect_outcome({
        fought = "werewolf_pack",
        combat = "scenario",
        won = true,
        gold = 6,
        health = 8,
        affliction = false,
        passed = true,
      }, play(kit.then_sixes({}), answer, { deck_foe = "werewolf_pack" }))
    end
  )
  test(
    id .. ": `" .. choice .. "` against a Dire Beast (Reward 3): 2 + 3 + 2 gold",
    function()
      kit.expect_outcome(
        { fought = "dire_beast", combat = "scenario", won = true, gold = 7, affliction = false, passed = true },
        play(kit.then_sixes({}), answer, { deck_foe = "dire_beast" })
      )
    end
  )
  test(
    id .. ": `" .. choice .. "` against a random foe",
    function()
      kit.expect_outcome(
        { combats_at_least = 1, won = true, gold_at_least = 6, affliction = false, passed = true },
        play(kit.then_sixes({}), answer)
      )
    end
  )
end

-- Event and ending cards (cards/ods/{events,endings}) --------------------------------------------

--- registers an Event card's data check and its `copies` in the Event deck, and returns its
--- `resolve(vars)`: the card resolved by events.resolve in a game of p1 Hadrian and p2 Brom
--- (8 Health, 2 Willpower, 2 gold each, both on tollgate; `vars` preset game vars)
function kit.event_case(id, copies)
  test(id .. ": its data is valid", function() expect(kit.card_ok(id)).to_be("ok") end)
  test(
    id .. ": " .. copies .. (copies == 1 and " copy" or " copies") .. " in the Event deck",
    function() expect(kit.in_deck(kit.game({ villain = "dragon" }), "event", id)).to_be(copies) end
  )
  return function(vars)
    local tracks = { health = 8, willpower = 2, gold = 2 }
    return kit.call({
      villain = "dragon",
      champions = { p1 = { "hadrian" }, p2 = { "brom" } },
      vars = vars,
      at = { p1_hadrian = "tollgate", p2_brom = "tollgate" },
      figure_vars = { p1_hadrian = tracks, p2_brom = tracks },
    }, { "events.resolve", id })
  end
end

local OTHER_OUTCOME = { victory = "defeat", defeat = "victory" }

--- registers an ending card's tests: its data, and that the rules read it when the game against
--- `villain` ends in `outcome` ("victory"/"defeat"), not in the other
function kit.ending_case(id, villain, outcome)
  local other = OTHER_OUTCOME[outcome]
  test(id .. ": its data is valid", function() expect(kit.card_ok(id)).to_be("ok") end)
  test(id .. ": read when the game against " .. villain .. " ends in " .. outcome .. ", not in " .. other, function()
    local g = kit.call({ villain = villain }, { "acts.finish", outcome, "test" })
    expect(g:outcome().ending).to_be(id)
    local g2 = kit.call({ villain = villain }, { "acts.finish", other, "test" })
    expect(g2:outcome().ending).not_to_be(id)
  end)
end

return kit
