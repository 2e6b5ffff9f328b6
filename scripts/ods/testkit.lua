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

local OWN = { villain = true, champions = true, at = true, vars = true, figure_vars = true, space_vars = true,
  give = true, scenario = true, preset = true }

function kit.spec(opts)
  opts = opts or {}
  local preset = {}
  for k, v in pairs(opts.preset or {}) do preset[k] = v end
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

function kit.game(opts)
  return test.game(kit.spec(opts))
end

--- rigs the next d6 faces: kit.rig(g, 4, 6) = g:rig("d6", {"n4", "n6"})
function kit.rig(g, ...)
  local faces = {}
  for i, n in ipairs({ ... }) do faces[i] = "n" .. n end
  g:rig("d6", faces)
end

--- answers a player would give to move on without deciding anything
kit.GENERIC = { "^accept$", "^no feat$", "^keep$", "^continue$", "^no join$", "^no negate$",
  "^stay ", "^stay$", "^draw world$", "^pass$", "^done$", "^no$" }

function kit.generic(g)
  local options = g:options() or {}
  for _, p in ipairs(kit.GENERIC) do
    for _, o in ipairs(options) do
      if o:match(p) then return o end
    end
  end
  return nil
end

local function pending_text(g)
  return tostring(g:prompt()) .. " [" .. table.concat(g:options() or {}, " | ") .. "]"
end

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
  for i, x in ipairs(v) do out[i] = text(x) end
  return table.concat(out, ",")
end

--- (in the game) runs the calls of a preset and stores each result in game var `call_N`
function kit.run_calls(game, calls)
  for i, c in ipairs(calls) do
    local mod, fn = c[1]:match("^([%w_]+)%.([%w_]+)$")
    local m = require("ods." .. mod)
    if type(m[fn]) ~= "function" then error("testkit: ods." .. mod .. " has no function " .. fn) end
    local args = {}
    for k = 2, #c do args[k - 1] = c[k] end
    game.vars["call_" .. i] = text(m[fn](game, table.unpack(args)))
  end
end

function kit.call(opts, ...)
  opts = opts or {}
  local preset = {}
  for k, v in pairs(opts.preset or {}) do preset[k] = v end
  preset.calls = { ... }
  local spec = {}
  for k, v in pairs(opts) do spec[k] = v end
  spec.preset = preset
  local g = kit.game(spec)
  local out, vars = {}, g:vars()
  for i = 1, select("#", ...) do out[i] = vars["call_" .. i] end
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
    for _, k in ipairs(prefer or {}) do if not o and g:offers(k) then o = k end end
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
  game.choose({ side = "p1", prompt = "test pause (rig the dice now)", options = { { key = "go" } } })
end

function kit.story(opts, ...)
  opts = opts or {}
  local preset = {}
  for k, v in pairs(opts.preset or {}) do preset[k] = v end
  preset.calls = { { "testkit.pause" }, ... }
  local spec = { champions = { p1 = { "hadrian" } } }
  for k, v in pairs(opts) do spec[k] = v end
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
  for k, v in pairs(opts.vars or {}) do vars[k] = v end
  local fv = { health = 8, willpower = 2, gold = 2 }
  for k, v in pairs(opts.champion_vars or {}) do fv[k] = v end
  local spec = { at = { p1_hadrian = at }, vars = vars, figure_vars = { p1_hadrian = fv },
    space_vars = { [at] = { quest = 1 } },
    preset = { calls = { { "testkit.scenario_turn", "p1_hadrian" } } } }
  for k, v in pairs(opts) do
    if k ~= "space" and k ~= "vars" and k ~= "champion_vars" then spec[k] = v end
  end
  spec.champions = spec.champions or { p1 = { "hadrian" } }
  return kit.game(spec)
end

--- (in the game) the Scenario Phase of one champion, by figure id
function kit.scenario_turn(game, id)
  return require("ods.scenarios").turn(game, game.figure(id))
end

--- (in the game) wrappers taking a champion's figure id, for kit.call/kit.story
function kit.afflict(game, id, card)
  local c = require("ods.afflictions").gain(game, id, card)
  return c and c.card
end
function kit.trait(game, id, trait)
  return (require("ods.traits").value(game, game.figure(id), trait))
end
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
  for i, e in ipairs(all) do if e.name == marker then from = i end end
  local out = {}
  for i = (from or #all) + 1, #all do
    if name == nil or all[i].name == name then out[#out + 1] = all[i] end
  end
  return out
end

--- the map's spaces by type (scripts/ods/maps/realm.yaml), for checks on random placements
kit.SPACES_OF = {
  capital = { "caer_aurin", "highcairn", "saltmere", "dunmarrow" },
  hollows = { "sunken_chapel", "barrow_of_kings", "deepdelve_mines", "crypt_of_ide", "wyrm_caves",
    "witchs_hollow", "drowned_halls", "smugglers_grotto", "dunmarrow_catacombs", "gallows_pit" },
  realm = { "kingsford", "aurin_fields", "greyhaven_abbey", "stonebridge", "cairnfoot_market",
    "hollin_vale", "fishers_reach", "westmarch_keep", "tollgate", "emberby", "oakhold",
    "riverwatch" },
  wilds = { "greywood", "frostpeak_pass", "raven_moor", "mistfen", "storm_coast", "thornwold",
    "cinder_heath", "glimmerlake", "blackwater_marsh", "wolfwood" },
}

--- (test) the count of `kind` tokens on a space: kit.tokens(g, "kingsford", "shadow")
function kit.tokens(g, space, kind)
  return (g:space_vars(space) or {})[kind] or 0
end

--- (test) the `kind` tokens on the whole map: total, and a table space -> count
function kit.on_map(g, kind)
  local total, by = 0, {}
  for _, list in pairs(kit.SPACES_OF) do
    for _, s in ipairs(list) do
      local n = kit.tokens(g, s, kind)
      if n > 0 then total = total + n; by[s] = n end
    end
  end
  return total, by
end

--- game vars putting one `kind` token on each of `spaces` (a preset `vars` table; acts.lua
--- reads `kind@SPACE` keys as tokens on that space)
function kit.tokens_on(spaces, kind)
  local vars = {}
  for _, s in ipairs(spaces) do vars[kind .. "@" .. s] = 1 end
  return vars
end

--- `faces` followed by enough 6s for the champion to win a scenario's fight
function kit.then_sixes(faces)
  local out = {}
  for i, f in ipairs(faces) do out[i] = f end
  for _ = 1, 24 do out[#out + 1] = 6 end
  return out
end

--- the card ids of deck `name` ("world_wilds", "quest", "event", ...) as a list, top first
function kit.deck(g, name)
  local out = {}
  for id in tostring(g:vars()["deck_" .. name] or ""):gmatch("[^,]+") do out[#out + 1] = id end
  return out
end

--- how many times `id` is in deck `name`
function kit.in_deck(g, name, id)
  local n = 0
  for _, x in ipairs(kit.deck(g, name)) do if x == id then n = n + 1 end end
  return n
end

--- whether champion snapshot `f` holds a card `card`
function kit.holds(f, card)
  for _, c in ipairs(f.cards or {}) do if c == card then return true end end
  return false
end

--- rigs `faces`, draws from `deck` ("quest"/"world"), chooses `keys` in order (answering
--- generic prompts between), then settles; returns Hadrian's snapshot
function kit.play_scenario(g, draw, faces, keys)
  if faces and #faces > 0 then kit.rig(g, table.unpack(faces)) end
  kit.answer_until(g, "draw " .. draw)
  for _, k in ipairs(keys or {}) do kit.answer_until(g, k) end
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
local RESOURCE_TYPES = { weapon = true, armour = true, item = true, companion = true, spell = true,
  combat_feat = true, relic = true }
local VILLAINS = { arawn = true, dragon = true, morrigan = true }

local function is_kind(game, id, kind)
  local d = type(id) == "string" and game.def(id)
  return d and d.kind == kind
end

local function check_steps(game, list, where, bad)
  if list == nil then return end
  if type(list) ~= "table" then bad[#bad + 1] = where .. ": steps must be a list" return end
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
    if s.epic ~= nil and not is_kind(game, s.epic, "epic_foe") then bad[#bad + 1] = w .. ": no epic foe " .. tostring(s.epic) end
    if s.foe ~= nil and s.foe ~= "random" and not is_kind(game, s.foe, "foe") then bad[#bad + 1] = w .. ": no foe " .. tostring(s.foe) end
    local a = s.affliction
    if a ~= nil and a ~= "random" and not AFFLICTION_TYPES[a] and not is_kind(game, a, "affliction") then
      bad[#bad + 1] = w .. ": no affliction " .. tostring(a)
    end
    local r = s.resource
    if r ~= nil and r ~= "relic_from_hand" and not (type(r) == "table" and RESOURCE_TYPES[r.type])
      and not is_kind(game, r, "resource") then
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
  for _, s in ipairs((o and o.steps) or {}) do if s[key] ~= nil then return true end end
  return false
end

local function check_parts(game, def, bad)
  local parts = def.parts
  if type(parts) ~= "table" or #parts < 1 or #parts > 2 then bad[#bad + 1] = "parts: one or two" return end
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
  if r.action and not (r.test and TRAITS[r.test.trait] and r.test.difficulty) then bad[#bad + 1] = "remove.action needs a test" end
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
  if #game.spaces({ kind = def.location or "" }) == 0 then bad[#bad + 1] = "location: no space of type " .. tostring(def.location) end
  check_parts(game, def, bad)
end

function CHECK.quest(game, def, bad)
  if not VILLAINS[def.villain] then bad[#bad + 1] = "villain: arawn|dragon|morrigan" end
  check_parts(game, def, bad)
  local last = def.parts and def.parts[#def.parts] or {}
  local done = has_step(last.success, "quest_done")
  for _, o in pairs(last.outcomes or {}) do done = done or has_step(o, "quest_done") end
  if not done then bad[#bad + 1] = "the last part never says quest_done" end
  for _, p in ipairs(def.parts or {}) do
    local outs = { p.success, p.failure }
    for _, o in pairs(p.outcomes or {}) do outs[#outs + 1] = o end
    for _, o in pairs(outs) do
      for _, s in ipairs(o.steps or {}) do
        local e = s.epic and game.def(s.epic)
        if e and e.villain ~= def.villain then bad[#bad + 1] = "epic " .. s.epic .. " serves " .. tostring(e.villain) end
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
  local err = require("ods.steps").check_card(game, id)   -- nested lists, as the rules read them
  if err then bad[#bad + 1] = err end
  return #bad == 0 and "ok" or table.concat(bad, "; ")
end

--- a story card's data check through a real game: expect(kit.card_ok("huginn")).to_be("ok")
function kit.card_ok(id, opts)
  local _, out = kit.call(opts or {}, { "testkit.check_card", id })
  return out[1]
end

return kit
