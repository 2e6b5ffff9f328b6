-- The prelude: turns the kernel's primitive functions into the `game` API that rules modules
-- and cards use (documented in scripts/api/*.lua). It owns event dispatch and the choice
-- mechanism, so a handler may ask a question: `game.choose` yields the rules coroutine to the
-- engine, and nothing here ever blocks.
local kernel = kernel
local coroutine = coroutine
local defs = {}          -- card id -> definition table (data + `on` handlers)
local STEPS = {}         -- the rules' steps by name (host.set_rules)
local ON_CHOICE          -- the rules' on_choice(game, spec), if any (host.set_rules)

local game = {}

-- State caches ---------------------------------------------------------------------------------
-- What scripts read most, kept per run: figure positions and the figures on each space,
-- variables, card holders and the card lists of holders, board cells, markers and size, and one
-- proxy per figure and card instance. Only this file can call the kernel, and every kernel call
-- here that changes one of these forgets it first (game.move/place/remove, variable writes,
-- game.give, game.move_card, game.flip_door/set_blocking/set_marker); host.wrap_play empties
-- them all when a run (a new game or a replay)
-- starts. So a cached value is always what the kernel would answer now. A kernel function
-- that changes figures, variables or cards in a new way must forget them here too.
local NIL = {}         -- a cached nil
-- What `getmetatable` gives scripts for the prelude's proxies (figures, cards, rolls,
-- variables): the metatables are shared by every game, so scripts never reach them, and a
-- write to this stand-in says why.
local SHARED_META = setmetatable({}, {
  __newindex = function(_, k)
    error("cannot set `" .. tostring(k) .. "`: the metatables of the game's objects are shared by every game and read-only", 2)
  end,
  __metatable = false,
})
local positions = {}   -- figure id -> its space, or false when off the board
local ids_at = {}      -- space -> ids of the figures on it (kernel.figures_at; never handed out)
local figure_proxies   -- figure id -> its one proxy table (below)
local side_figures = {} -- side (NIL for all) -> proxies of its figures, in id order
local board_cells, board_markers = {}, {} -- square -> game.cell / game.marker (NIL: none)
local board_width, board_height         -- game.board_size, once asked
local var_cache = {}   -- kind -> name (NIL for the game) -> key -> value (NIL for nil)
local holders = {}     -- card instance id -> { kind, name } (kernel.holder)
local card_lists = {}  -- holder kind ("" for all) -> name ("" for none) -> instance ids

local function where(id)
  local at = positions[id]
  if at == nil then
    at = kernel.where(id) or false
    positions[id] = at
  end
  return at or nil
end

local function var_get(kind, name, key)
  if type(key) ~= "string" then return kernel.get(kind, name, key) end
  local by_name = var_cache[kind]
  if by_name == nil then
    by_name = {}
    var_cache[kind] = by_name
  end
  local n = name
  if n == nil then n = NIL end
  local vars = by_name[n]
  if vars == nil then
    vars = {}
    by_name[n] = vars
  end
  local v = vars[key]
  if v == nil then
    v = kernel.get(kind, name, key)
    if v == nil then vars[key] = NIL else vars[key] = v end
    return v
  end
  if v == NIL then return nil end
  return v
end

local function var_set(kind, name, key, value)
  if type(key) ~= "string" then
    var_cache = {} -- the kernel reads a number key as a string: forget everything
  else
    local by_name = var_cache[kind]
    local n = name
    if n == nil then n = NIL end
    local vars = by_name and by_name[n]
    if vars then vars[key] = nil end
  end
  kernel.set(kind, name, key, value)
end

local function holder_of(id)
  local h = holders[id]
  if h == nil then
    local kind, name = kernel.holder(id)
    h = { kind, name }
    holders[id] = h
  end
  return h[1], h[2]
end

-- kernel.cards(kind, name): shared, so never handed to scripts.
local function card_ids(kind, name)
  local k, n = kind or "", name or ""
  local by_name = card_lists[k]
  if by_name == nil then
    by_name = {}
    card_lists[k] = by_name
  end
  local ids = by_name[n]
  if ids == nil then
    ids = kernel.cards(kind, name)
    by_name[n] = ids
  end
  return ids
end

local function cards_changed() holders, card_lists = {}, {} end

-- Figures -------------------------------------------------------------------------------------

local FIELDS = { id = true, side = true, card = true, at = true, on_board = true }
local figure_meta = {}

-- A game's figures come from its scenario and keep their id, side and card for good, so those
-- are asked of the kernel once; where a figure stands is asked through the position cache
-- (kernel.where, no table built).
local figure_list, figure_static = nil, nil
local function known_figures()
  if figure_list == nil then
    figure_list, figure_static = kernel.figure_ids(), {}
    for _, id in ipairs(figure_list) do
      local info = kernel.figure(id)
      figure_static[id] = { side = info.side, card = info.card }
    end
  end
  return figure_list, figure_static
end

local function figure_field(id, key)
  local _, static = known_figures()
  local s = static[id]
  if s == nil then return kernel.figure(id)[key] end
  if key == "side" then return s.side end
  if key == "card" then return s.card end
  if key == "id" then return id end
  local at = where(id)
  if key == "at" then return at end
  return at ~= nil
end

-- Proxies hold their id as a raw field, so `f.id` never reaches a metamethod here and costs
-- no call (rawget is one, and this runs for most reads the rules make).
figure_meta.__index = function(f, key)
  local id = f.id
  -- A figure variable already cached comes first: the rules of every game read hp, wounds,
  -- dead and the like far more often than anything else here. (`at` and `on_board` are never
  -- variables: figure_meta.__newindex refuses them.)
  local by_id = var_cache.figure
  local vars = by_id and by_id[id]
  local v = vars and vars[key]
  if v ~= nil then
    if v == NIL then return nil end
    return v
  end
  local s = figure_static and figure_static[id]
  if s ~= nil then
    -- The hot path: rules read sides and positions all the time.
    if key == "side" then return s.side end
    if key == "at" then return where(id) end
    if key == "on_board" then return where(id) ~= nil end
    if key == "card" then return s.card end
  elseif FIELDS[key] then
    return figure_field(id, key)
  end
  local method = figure_meta[key]
  if method ~= nil and key ~= "__index" and key ~= "__newindex" then return method end
  return var_get("figure", id, key)
end
figure_meta.__newindex = function(f, key, value)
  if FIELDS[key] then error("figure." .. key .. " is read-only (use game.move/game.place)", 2) end
  var_set("figure", rawget(f, "id"), key, value)
end
figure_meta.__tostring = function(f) return rawget(f, "id") end
figure_meta.__eq = function(a, b) return rawget(a, "id") == rawget(b, "id") end
-- How the kernel tells a figure proxy among an option's fields (game.ask): its metatable's __eq.
local FIGURE_EQ = figure_meta.__eq

-- Proxies of one figure share a metatable whose __index is a table of what never changes (id,
-- side, card and the methods), read without a function call; other keys (at, on_board, vars)
-- fall through to figure_meta.__index. A game's figures are fixed by its scenario, so each
-- figure's metatable is made once.
local figure_metas = {}
local function meta_of_figure(id)
  local m = figure_metas[id]
  if m ~= nil then return m end
  local _, static = known_figures()
  local s = static[id]
  if s == nil then return figure_meta end
  local fixed = {}
  for k, v in next, figure_meta do
    if k ~= "__index" and k ~= "__newindex" then fixed[k] = v end
  end
  fixed.id, fixed.side, fixed.card = id, s.side, s.card
  setmetatable(fixed, { __index = figure_meta.__index })
  -- A copy of figure_meta (its methods and metamethods) but for __index.
  m = {}
  for k, v in next, figure_meta do m[k] = v end
  m.__index = fixed
  figure_metas[id] = m
  return m
end

-- One proxy per figure, shared by every caller: a proxy holds only its id (every other key
-- goes through the metatable, writes included), so sharing it shares nothing else, and rules
-- that list figures many times a turn do not build a table per figure each time.
-- Per run, so a script that overwrote a proxy's raw id spoils at most its own run.
figure_proxies = {}
local function proxy_of(id)
  local p = figure_proxies[id]
  if p == nil then
    p = setmetatable({ id = id }, meta_of_figure(id))
    if figure_metas[id] ~= nil then figure_proxies[id] = p end
  end
  return p
end

local function figure(id)
  if type(id) == "table" then return id end
  local _, static = known_figures()
  if static[id] == nil then kernel.figure(id) end -- raises "no figure" with the caller's line
  return proxy_of(id)
end

function figure_meta.cards(f) return game.cards({ holder = f }) end
function figure_meta.is_enemy(f, other) return f.side ~= figure(other).side end

game.figure = figure

--- Figures, optionally filtered: `{side = "blue", on_board = true, at = "c4"}`.
function game.figures(filter)
  filter = filter or {}
  local out = {}
  local list, static = known_figures()
  if filter.at == nil then
    -- The common question (all figures, or a side's, maybe only those on the board): a side's
    -- figures never change, so their proxies are listed once per run and only filtered here.
    local side, on_board = filter.side, filter.on_board
    local key = side == nil and NIL or side
    local base = side_figures[key]
    if base == nil then
      base = {}
      for _, id in ipairs(list) do
        local s = static[id]
        if side == nil or (s ~= nil and s.side == side) then base[#base + 1] = proxy_of(id) end
      end
      side_figures[key] = base
    end
    local n = 0
    for i = 1, #base do
      local f = base[i]
      if on_board == nil or (where(f.id) ~= nil) == on_board then
        n = n + 1
        out[n] = f
      end
    end
    return out
  end
  -- The ids standing on a space, cached like positions (forgotten whenever a figure moves).
  local ids = ids_at[filter.at]
  if ids == nil then
    ids = kernel.figures_at(filter.at)
    ids_at[filter.at] = ids
  end
  local side, on_board = filter.side, filter.on_board
  for _, id in ipairs(ids) do
    local s = static[id]
    local keep = true
    if side ~= nil then
      if s ~= nil then keep = s.side == side else keep = figure_field(id, "side") == side end
    end
    if keep and on_board ~= nil then
      if s ~= nil then keep = (where(id) ~= nil) == on_board
      else keep = figure_field(id, "on_board") == on_board end
    end
    if keep then out[#out + 1] = proxy_of(id) end
  end
  return out
end

function game.sides() return kernel.sides() end

-- Like the figures it is made from, fixed by the scenario: worked out once.
local seating_order = nil
--- Sides in the order the scenario first lists a figure of each (the seating order of games
--- that seat players by their figures). A new list at each call.
function game.seating()
  if seating_order == nil then
    local list, static = known_figures()
    local order, seen = {}, {}
    for _, id in ipairs(list) do
      local side = static[id].side
      if not seen[side] then
        seen[side] = true
        order[#order + 1] = side
      end
    end
    seating_order = order
  end
  local out = {}
  for i = 1, #seating_order do out[i] = seating_order[i] end
  return out
end

local function idof(x) return type(x) == "table" and rawget(x, "id") or x end

-- Variables of the game, of sides and of spaces ---------------------------------------------

local function var_proxy(kind, name)
  return setmetatable({}, {
    __index = function(_, key) return var_get(kind, name, key) end,
    __newindex = function(_, key, value) var_set(kind, name, key, value) end,
    __metatable = SHARED_META,
  })
end
game.vars = var_proxy("game", nil)
function game.side(name) var_get("side", name, "_") return var_proxy("side", name) end
-- A space's variables (tokens lying there): the name is the space's address, which has one
-- spelling (`c4`, a graph space's id), so the cache cannot hold two copies of one space.
function game.space_vars(at) var_get("space", at, "_") return var_proxy("space", at) end

-- Board ----------------------------------------------------------------------------------------

function game.los(a, b, active) return kernel.los(a, b, active and idof(active)) end
function game.los_to_barrier(a, b) return kernel.los_to_barrier(a, b) end
function game.close(a, b) return kernel.close(a, b) end
function game.crowding(at, active) return kernel.crowding(at, active and idof(active)) end
function game.reach(f, mp) return kernel.reach(idof(f), mp) end
function game.steps(f, mp) return kernel.steps(idof(f), mp) end
--- The single steps `f` may take with `mp` points under the ruleset's `terrain:` costs.
function game.terrain_steps(f, mp) return kernel.terrain_steps(idof(f), mp) end
--- Steps from the nearest of `goals` (a list of spaces) to every space it reaches, moving only
--- between Close spaces, figures ignored: a table space -> distance (the kernel's search).
function game.distances(goals)
  if type(goals) ~= "table" then error("game.distances needs a list of spaces", 2) end
  return kernel.distances(goals)
end
function game.move(f, to) positions, ids_at = {}, {} return kernel.move(idof(f), to) end
function game.place(f, to) positions, ids_at = {}, {} return kernel.place(idof(f), to) end
function game.remove(f) positions, ids_at = {}, {} return kernel.remove(idof(f)) end
-- Board cells and markers, cached per run: rules ask them for every square they look at (Arena
-- reads terrain from markers at each step of every path). Only these three calls change them.
function game.flip_door(a, b) board_cells, board_markers = {}, {} return kernel.flip_door(a, b) end
function game.set_blocking(at, blocked)
  board_cells, board_markers = {}, {}
  return kernel.set_blocking(at, blocked and true or false)
end
function game.set_marker(at, marker)
  board_cells, board_markers = {}, {}
  return kernel.set_marker(at, marker)
end
function game.cell(at)
  local v = board_cells[at]
  if v == nil then
    v = kernel.cell(at)
    board_cells[at] = v
  end
  return v
end
function game.marker(at)
  local v = board_markers[at]
  if v == nil then
    v = kernel.marker(at)
    if v == nil then board_markers[at] = NIL else board_markers[at] = v end
    return v
  end
  if v == NIL then return nil end
  return v
end
-- A board keeps its size for the whole game.
function game.board_size()
  if board_width == nil then board_width, board_height = kernel.board_size() end
  return board_width, board_height
end
-- Graph boards (read-only): a space's description, spaces by kind/tag/number, links, map data.
function game.space(at) return kernel.space(at) end
function game.spaces(filter)
  filter = filter or {}
  return kernel.spaces(filter.kind, filter.tag, filter.number)
end
function game.links(at) return kernel.links(at) end
function game.map() return kernel.map() end

-- Cards ----------------------------------------------------------------------------------------

local CARD_FIELDS = { id = true, card = true, holder = true, def = true }
local card_meta = {}
local instance_card -- instance id -> card id, per run (below)

local function card_id_of(id)
  local cid = instance_card[id]
  if cid == nil then
    cid = kernel.card(id).card -- raises for an unknown instance
    instance_card[id] = cid
  end
  return cid
end

card_meta.__index = function(c, key)
  local id = rawget(c, "id")
  if key == "card" then return card_id_of(id) end
  if key == "def" then return defs[card_id_of(id)] end
  if key == "holder" then
    local kind, name = holder_of(id)
    if kind == "figure" then return figure(name) end
    return name
  end
  return var_get("card", id, key)
end
card_meta.__newindex = function(c, key, value)
  if CARD_FIELDS[key] then error("card." .. key .. " is read-only (use game.give/game.move_card)", 2) end
  var_set("card", rawget(c, "id"), key, value)
end
card_meta.__tostring = function(c) return "#" .. rawget(c, "id") .. " " .. kernel.card(rawget(c, "id")).card end
card_meta.__eq = function(a, b) return rawget(a, "id") == rawget(b, "id") end
local CARD_EQ = card_meta.__eq

-- Proxies of one card instance share a metatable whose __index is a table holding its card id
-- and definition once first read (no function call after that); other keys (holder, vars)
-- fall through to card_meta.__index. Per run, like instance_card; host.define updates `def`.
local card_metas = {}
local function card_fixed(fixed, key)
  if key == "card" or key == "def" then
    local cid = card_id_of(rawget(fixed, "id")) -- raises for an unknown instance
    local def = defs[cid]
    rawset(fixed, "card", cid)
    rawset(fixed, "def", def)
    if key == "card" then return cid end
    return def
  end
  local id = fixed.id
  if key == "holder" then
    local kind, name = holder_of(id)
    if kind == "figure" then return figure(name) end
    return name
  end
  -- A cached card variable, read without the call into var_get (as for figures).
  local by_id = var_cache.card
  local vars = by_id and by_id[id]
  local v = vars and vars[key]
  if v ~= nil then
    if v == NIL then return nil end
    return v
  end
  return var_get("card", id, key)
end
-- One proxy per instance and run, like figures' (only its id is raw; the rest is metatable).
local card_proxies = {}
local function card(id)
  local p = card_proxies[id]
  if p ~= nil then return p end
  local m = card_metas[id]
  if m == nil then
    m = {
      __index = setmetatable({ id = id }, { __index = card_fixed }),
      __newindex = card_meta.__newindex,
      __tostring = card_meta.__tostring,
      __eq = card_meta.__eq,
      __metatable = SHARED_META,
    }
    card_metas[id] = m
  end
  p = setmetatable({ id = id }, m)
  card_proxies[id] = p
  return p
end
game.card = card

-- Instance id -> its card id (never changes), per run.
instance_card = {}

local function holder_args(h)
  if h == nil then return "nowhere", nil end
  if type(h) == "table" then return "figure", rawget(h, "id") end
  local _, static = known_figures()
  if static[h] ~= nil then return "figure", h end
  return "side", h
end

--- Gives a new instance of card definition `card_id` to a figure or side; returns it.
function game.give(card_id, holder)
  if defs[card_id] == nil then error("no card `" .. tostring(card_id) .. "`", 2) end
  local kind, name = holder_args(holder)
  cards_changed()
  local id = kernel.new_card(card_id, kind, name)
  instance_card[id] = card_id
  return card(id)
end

function game.move_card(c, holder)
  local kind, name = holder_args(holder)
  cards_changed()
  kernel.move_card(idof(c), kind, name)
end

--- Card instances, optionally only those held by `filter.holder` (a figure or a side name),
--- or with `filter.nowhere = true` only those nobody holds (discarded, or lying on the board).
function game.cards(filter)
  local ids
  if filter and filter.holder ~= nil then
    ids = card_ids(holder_args(filter.holder))
  elseif filter and filter.nowhere then
    ids = card_ids("nowhere")
  else
    ids = card_ids()
  end
  local out = {}
  for i, id in ipairs(ids) do out[i] = card(id) end
  return out
end

--- A card definition (its data table) by id.
function game.def(card_id) return defs[card_id] end

--- Every loaded card id, sorted; only those of `kind` when given (decks, drafts, hero lists).
--- Cards marked `test_only` (the card tests' harness) are left out.
-- Sorted once per kind: rules ask it at every trait test (ODS), and the sorted `pairs` over
-- every definition was most of a game's instructions. Dropped whenever a card is (re)defined.
local ids_by_kind = {}
local ALL_IDS = {} -- key of every id, test-only cards included
function game.card_ids(kind)
  local key = kind == nil and NIL or kind
  local ids = ids_by_kind[key]
  if ids == nil then
    local all = ids_by_kind[ALL_IDS]
    if all == nil then
      all = {}
      for id in pairs(defs) do all[#all + 1] = id end -- sorted keys
      ids_by_kind[ALL_IDS] = all
    end
    ids = {}
    for _, id in ipairs(all) do
      local def = defs[id]
      if (kind == nil or def.kind == kind) and not def.test_only then ids[#ids + 1] = id end
    end
    ids_by_kind[key] = ids
  end
  local out = {}
  for i = 1, #ids do out[i] = ids[i] end
  return out
end

-- Dice ---------------------------------------------------------------------------------------

local roll_meta = {}
roll_meta.__index = roll_meta
--- The dice of the roll, in order: `{face = "melee", tags = {...}, extra = bool, added_by = i}`.
function roll_meta.dice(r) return kernel.roll_dice(r.id) end
--- How many dice show `tag` (a face name such as "melee", "ranged", "shield", "crit").
function roll_meta.count(r, tag) return kernel.roll_count(r.id, tag) end
--- Whether at least one die shows `tag` (CRIT-gated effects happen once per roll).
function roll_meta.shows(r, tag) return kernel.roll_count(r.id, tag) > 0 end
--- Rerolls die `i` (from 1); an exploding face gained or lost adds or removes its extra die.
function roll_meta.reroll(r, i) kernel.reroll(r.id, i) end
roll_meta.__tostring = function(r)
  local faces = {}
  for i, d in ipairs(kernel.roll_dice(r.id)) do faces[i] = d.face end
  return "roll #" .. r.id .. " " .. r.die .. ": " .. table.concat(faces, " ")
end

--- Rolls `spec.n` dice of kind `spec.die` ("attack", "defence", ...). `explode` (default true)
--- lets exploding faces add dice; `rerollable` (default true). A spawn roll is
--- `{die = "attack", n = 2, explode = false, rerollable = false}`.
function game.roll(spec)
  if type(spec) ~= "table" or type(spec.die) ~= "string" or math.type(spec.n) ~= "integer" then
    error("game.roll needs {die = \"name\", n = whole number}", 2)
  end
  local id = kernel.roll(spec.die, spec.n, spec.explode, spec.rerollable)
  return setmetatable({ id = id, die = spec.die }, roll_meta)
end

--- A new list holding the elements of the sequence `list` in a random order, drawn from the
--- game's seeded generator (never from rigged dice) and logged as one `shuffle N: order ...`
--- entry, also for an empty or one-element list (which draws nothing). `list` is not changed.
function game.shuffle(list)
  if type(list) ~= "table" then
    error("game.shuffle needs a list, not " .. type(list), 2)
  end
  local order = kernel.shuffle(#list)
  local out = {}
  for i, from in ipairs(order) do out[i] = list[from] end
  return out
end

-- Scenario data (read-only) -----------------------------------------------------------------------

local scenario_data = kernel.scenario()
local scenario = {}
--- Extra card ids the scenario gives figure `id` (its `cards:` list).
function scenario.cards_of(id)
  local f = scenario_data.figures and scenario_data.figures[id]
  return (f and f.cards) or {}
end
--- A figure's scenario entry (its extra keys), or nil.
function scenario.figure(id) return scenario_data.figures and scenario_data.figures[id] end
game.scenario = setmetatable({}, {
  __metatable = SHARED_META,
  __index = function(_, k) return scenario[k] or scenario_data[k] end,
  __newindex = function() error("game.scenario is read-only", 2) end,
})

-- Guarded calls: budgets, and errors that name the card and event --------------------------------

local raw_pcall, raw_xpcall, raw_error = pcall, xpcall, error

-- An error a C library function raised inside one of the sandbox's library guards names the
-- guard's line (`sandbox:12:`): while the stack is still there, name the script's instead.
local function at_script_line(err)
  if type(err) == "string" and err:find("^sandbox:%d+: ") then
    return kernel.script_line() .. err:gsub("^sandbox:%d+: ", "", 1)
  end
  return err
end
local function fatal(err)
  return kernel.budget_exceeded() or (type(err) == "string" and err:find("not enough memory", 1, true))
end

--- `pcall` for scripts: like Lua's, but a budget or memory error always propagates.
local function safe_pcall(f, ...)
  local results = table.pack(raw_pcall(f, ...))
  if not results[1] then
    if fatal(results[2]) then raw_error(results[2], 0) end
    -- Caught: the handler that failed inside is not to blame for what fails later.
    kernel.unblame()
  end
  return table.unpack(results, 1, results.n)
end

-- The second half of `guarded`, taking pcall's results as arguments (no table per call).
local function guarded_done(owner, ok, ...)
  kernel.leave()
  if not ok then
    local err = ...
    -- A refused allocation (Lua's "not enough memory") says nothing of who or why: the
    -- kernel knows both, and keeps the message as the step's error.
    if err == "not enough memory" then err = kernel.refusal(owner) end
    if type(err) ~= "string" then err = tostring(err) end
    err = err:gsub("^runtime error: ", "")
    -- The innermost handler that failed is the one the kernel names (a card's text cannot
    -- say it was another's): the first blame of a step stands.
    kernel.blame(owner)
    raw_error(err, 0)
  end
  return ...
end

local function guarded(owner, f, ...)
  kernel.enter(owner)
  return guarded_done(owner, raw_xpcall(f, at_script_line, ...))
end

-- Events ---------------------------------------------------------------------------------------

-- The run context of the game whose step is running: effects a handler queued with
-- game.defer (run when the outermost event is over), how deep in actions and events the step
-- is, whose handler runs, and the spec of the choice the step waits on. One table per game and
-- step (the engine hands it over with host.activate), because the games of one script state
-- (a game and its forks) take turns: a step of one may wait on a choice while another runs.
-- At a step's start it is empty, so nothing here outlives a step.
local run = { deferred = {}, depth = 0, owner = nil, pending = nil }

local function run_deferred()
  local deferred = run.deferred
  while #deferred > 0 do
    local d = table.remove(deferred, 1)
    guarded(d.owner, d.f, game)
  end
end

--- Runs `f()` as one action (the rules wrap each attack, move step and activation): effects
--- handlers defer while it runs happen when it is over. Returns what `f` returns.
function game.action(f)
  run.depth = run.depth + 1
  local results = table.pack(f())
  run.depth = run.depth - 1
  if run.depth == 0 then run_deferred() end
  return table.unpack(results, 1, results.n)
end

--- Queues `f(game)` to run once the action or event being resolved is over (the outermost
--- one, so "after this attack" when a handler of an attack event defers), in the order
--- queued. Outside any action or event it runs at once.
function game.defer(f)
  if type(f) ~= "function" then error("game.defer needs a function", 2) end
  if run.depth == 0 then return f(game) end
  local deferred = run.deferred
  deferred[#deferred + 1] = { f = f, owner = (run.owner or "rules") .. " (deferred effect)" }
end

local function handler_parts(h)
  if type(h) == "function" then return nil, h end
  return h.when, h.run
end

-- Who decides for a side that no player sits at (Arcadia's monsters): set by the rules.
local side_controller = nil
-- Which card instances may react to events at all (a covered or silenced card may not).
local card_active = nil

--- Rules only: `f(card)` returns false for a card instance whose handlers must not run now
--- (Arcadia: a card lying under a death curse, a hero card silenced by Hollow Mind).
function game.set_card_filter(f)
  if f ~= nil and type(f) ~= "function" then error("game.set_card_filter needs a function", 2) end
  card_active = f
end

--- The rules name who decides for a side no player controls: `f(side)` returns the side that
--- chooses for it (or nil for itself). Arcadia: the player to the right of the active one
--- decides for the monsters, including the order of their simultaneous effects.
function game.set_controller(f)
  if f ~= nil and type(f) ~= "function" then error("game.set_controller needs a function", 2) end
  side_controller = f
end

-- "card CARD (event NAME)", the budget owner of a handler, built once per card and event.
local owner_names = {}
local function owner_name(cid, name)
  local by_card = owner_names[name]
  if by_card == nil then
    by_card = {}
    owner_names[name] = by_card
  end
  local owner = by_card[cid]
  if owner == nil then
    owner = "card " .. cid .. " (event " .. name .. ")"
    by_card[cid] = owner
  end
  return owner
end

--- Raises event `name` with payload `e` (a table handlers may change). Every card instance
--- whose definition handles `name` and whose `when` (if any) accepts is run; when two or more
--- run for the same controller, that side chooses their order. The kernel logs the event and
--- says which instances handle it and the side holding each (kernel.emit).
function game.emit(name, e)
  e = e or {}
  local list = kernel.emit(name, e.detail or "")
  local triggered = {}
  for i = 1, #list, 2 do
    local id = list[i]
    local cid = card_id_of(id)
    local h = defs[cid].on[name]
    local self = card(id)
    local when, run = handler_parts(h)
    local owner = owner_name(cid, name)
    if card_active and not guarded("rules (card filter)", card_active, self) then
      -- silenced: the card does not react
    elseif when == nil or guarded(owner, when, self, e, game) then
      local side = list[i + 1]
      if side_controller then side = side_controller(side) or side end
      triggered[#triggered + 1] = { self = self, run = run, owner = owner, side = side }
    end
  end
  -- AQ: simultaneous effects are ordered by their controlling player.
  local order, by_side = {}, {}
  for _, t in ipairs(triggered) do
    by_side[t.side] = by_side[t.side] or {}
    table.insert(by_side[t.side], t)
  end
  for _, t in ipairs(triggered) do
    local group = by_side[t.side]
    if group and not group.done then
      group.done = true
      while #group > 1 do
        local options, count = {}, {}
        for _, g in ipairs(group) do count[g.self.card] = (count[g.self.card] or 0) + 1 end
        for i, g in ipairs(group) do
          -- Two copies of one card (two hammer beastmen) are told apart by instance id.
          local key = tostring(g.self.card)
          if count[g.self.card] > 1 then key = key .. " #" .. tostring(g.self.id) end
          options[i] = { key = key, label = tostring(g.self) }
        end
        local pick = game.choose({ side = t.side, prompt = "order of effects on " .. name .. ": which first?", options = options })
        order[#order + 1] = table.remove(group, pick.index)
      end
      order[#order + 1] = group[1]
    end
  end
  run.depth = run.depth + 1
  for _, t in ipairs(order) do
    local outer = run.owner
    run.owner = t.owner
    guarded(t.owner, t.run, t.self, e, game)
    run.owner = outer
    if e.cancelled then break end
  end
  run.depth = run.depth - 1
  if run.depth == 0 then run_deferred() end
  return e
end

-- Choices --------------------------------------------------------------------------------------

--- Asks `spec.side` to pick one of `spec.options` (each `{key = "...", label = "..."}`, keys
--- unique). Yields to the engine; returns the chosen option with its `index` set.
function game.choose(spec)
  if type(spec) ~= "table" or type(spec.options) ~= "table" or #spec.options == 0 then
    error("game.choose needs {side=, prompt=, options={...}} with at least one option", 2)
  end
  -- The engine reads the keys and labels as two flat lists: one read per list, not two per option.
  local seen, keys, labels = {}, {}, {}
  for i, o in ipairs(spec.options) do
    local key = type(o) == "table" and o.key
    if type(key) ~= "string" then
      error("option " .. i .. " needs a string `key`", 2)
    end
    if seen[key] then error("two options share the key `" .. key .. "`", 2) end
    seen[key] = true
    keys[i] = key
    labels[i] = o.label or key
  end
  if not coroutine.isyieldable() then
    error("game.choose: no question may be asked here (a read-only query or a window's probe only looks)", 2)
  end
  local ctx = run
  if ctx.asked then error("game.choose after game.ask: a step that asks a question as data ends there", 2) end
  ctx.pending = spec
  if ON_CHOICE then ON_CHOICE(game, spec) end
  local i = coroutine.yield({ side = spec.side, prompt = spec.prompt or "choose", keys = keys, labels = labels,
    secret = spec.secret == true })
  ctx.pending = nil
  local chosen = spec.options[i]
  chosen.index = i
  return chosen
end

--- Rules steps only: asks `spec.side` to pick one of `spec.options` (as game.choose) and ends
--- the step: once answered, step `step` of the rules runs with `args` and, as its third
--- argument, the option picked (its own fields, `key`, `label` and `index`). The question
--- is kept as data: while the game waits on it no script is running, so a fork, an undo or
--- a saved game restore it without running any script again. Options' own fields must be
--- data (strings, whole numbers, booleans, figures, cards, tables of these). A step that asks
--- pushes no other step and asks nothing more; call it last (`return game.ask(...)`).
function game.ask(spec, step, args)
  if type(spec) ~= "table" or type(spec.options) ~= "table" or #spec.options == 0 then
    error("game.ask needs {side=, prompt=, options={...}} with at least one option", 2)
  end
  if type(step) ~= "string" or STEPS[step] == nil then
    error("game.ask: no step `" .. tostring(step) .. "` in the rules' `steps`", 2)
  end
  if args ~= nil and type(args) ~= "table" then error("game.ask: args must be a table", 2) end
  if run.depth > 0 then
    error("game.ask is for rules steps, not inside an action or an event (ask with game.choose)", 2)
  end
  local seen = {}
  for i, o in ipairs(spec.options) do
    local key = type(o) == "table" and o.key
    if type(key) ~= "string" then error("option " .. i .. " needs a string `key`", 2) end
    if seen[key] then error("two options share the key `" .. key .. "`", 2) end
    seen[key] = true
  end
  kernel.ask(spec.side, spec.prompt or "choose", spec.options, step, args or {}, FIGURE_EQ, CARD_EQ,
    spec.secret == true)
  run.asked = true
  run.pending = spec
  if ON_CHOICE then ON_CHOICE(game, spec) end
end

--- Rules only: opens a reaction window after the current step. Each of `spec.reactors`
--- (options as game.ask's: a unique string `key`, a `label`, own fields that are data) reacts
--- in turn as step `step` of the rules: `steps[step](game, args, reactor)`, each reaction
--- over before the next and before the steps this step pushes after the window. While two or
--- more are left, `spec.side` picks which reacts first (`spec.prompt`), a question kept as
--- data; with `spec.listed` they react in the order listed and nobody is asked (`side` may
--- then be left out). `spec.holds` (optional) names a probe step, `steps[holds](game, args)`, asked before
--- each reaction, read-only: once it returns false the window closes (the hero who provoked
--- the reactions died). No reactor: no window.
function game.reactions(spec, step, args)
  if type(spec) ~= "table" or type(spec.reactors) ~= "table"
    or (type(spec.side) ~= "string" and not (spec.listed and spec.side == nil)) then
    error("game.reactions needs {side=, prompt=, reactors={...}, holds=, listed=}", 2)
  end
  if type(step) ~= "string" or STEPS[step] == nil then
    error("game.reactions: no step `" .. tostring(step) .. "` in the rules' `steps`", 2)
  end
  local holds = spec.holds
  if holds ~= nil and (type(holds) ~= "string" or STEPS[holds] == nil) then
    error("game.reactions: `holds` names no step of the rules' `steps` (" .. tostring(holds) .. ")", 2)
  end
  if args ~= nil and type(args) ~= "table" then error("game.reactions: args must be a table", 2) end
  local seen = {}
  for i, o in ipairs(spec.reactors) do
    local key = type(o) == "table" and o.key
    if type(key) ~= "string" then error("reactor " .. i .. " needs a string `key`", 2) end
    if seen[key] then error("two reactors share the key `" .. key .. "`", 2) end
    seen[key] = true
  end
  kernel.reactions(spec.side or "", spec.prompt or "which reaction first?", spec.reactors, step, args or {}, holds,
    spec.listed == true, FIGURE_EQ, CARD_EQ)
end

--- The spec of the choice the game waits on (as the rules passed it to game.choose or
--- game.ask, options with their own fields), or nil; for the rules' read-only queries (bots'
--- `suggest`).
function game.pending()
  -- A question asked as data is read from the data each time, in the game that asked as in
  -- its copies: what one query does to the tables it gets reaches no other.
  if run.pending ~= nil and not run.asked then return run.pending end
  return kernel.asked(figure, card)
end

--- Schedules step `name` of the rules (a function in the table `steps` of the rules module)
--- with `args` (a table of strings, numbers and booleans) to run after the current step; the
--- steps one step pushes run in the order pushed, before any step pushed earlier. Between two
--- steps the whole game is data, so forks, undo and saves start from there.
function game.push(name, args)
  if type(name) ~= "string" or STEPS[name] == nil then
    error("game.push: no step `" .. tostring(name) .. "` in the rules' `steps`", 2)
  end
  if args ~= nil and type(args) ~= "table" then error("game.push: args must be a table", 2) end
  kernel.push(name, args or {})
end

--- Ends the game; `result` says how (e.g. `{winner = "blue"}`).
function game.finish(result)
  coroutine.yield({ finished = true, result = result })
  error("the game is over", 2)
end

local function side_list(sides, what)
  if sides == nil then return nil end
  if type(sides) == "string" then return { sides } end
  if type(sides) ~= "table" then error(what .. ": sides must be a side name or a list of them", 3) end
  local out = {}
  for i, s in ipairs(sides) do
    if type(s) ~= "string" then error(what .. ": side " .. i .. " must be a side name", 3) end
    out[i] = s
  end
  return out
end

function game.log(text, sides) kernel.note(tostring(text), side_list(sides, "game.log")) end

-- Who may see what (design principle 5) ---------------------------------------------------------

function game.hide(key, sides)
  if type(key) ~= "string" then error("game.hide needs a game variable's name", 2) end
  kernel.hide(key, side_list(sides, "game.hide"))
end

function game.hide_card(c, sides)
  local id = type(c) == "table" and rawget(c, "id") or c
  if type(id) ~= "number" then error("game.hide_card needs a card", 2) end
  kernel.hide_card(id, side_list(sides, "game.hide_card"))
end

--- Whether `side` (nil: everybody; "": a spectator) may read game variable `key`.
function game.may_see(key, side)
  if type(key) ~= "string" then error("game.may_see needs a game variable's name", 2) end
  return kernel.may_see(key, side)
end

--- Whether `side` (nil: everybody; "": a spectator) knows which card instance `c` is.
function game.may_see_card(c, side)
  local id = type(c) == "table" and rawget(c, "id") or c
  if type(id) ~= "number" then error("game.may_see_card needs a card", 2) end
  return kernel.may_see_card(id, side)
end

-- Loading --------------------------------------------------------------------------------------

local KINDS, EVENTS = nil, nil
local function check_def(id, def, file)
  if type(def) ~= "table" then
    return "must return its definition table (got " .. type(def) .. ")"
  end
  if type(def.name) ~= "string" then return "needs a `name` (string)" end
  if type(def.kind) ~= "string" then return "needs a `kind` (string)" end
  if KINDS and not KINDS[def.kind] then
    local known = {}
    for k in pairs(KINDS) do known[#known + 1] = k end
    return "unknown kind `" .. def.kind .. "` (known: " .. table.concat(known, ", ") .. ")"
  end
  if def.on ~= nil then
    if type(def.on) ~= "table" then return "`on` must be a table of event handlers" end
    for event, h in pairs(def.on) do
      local when, run = nil, h
      if type(h) == "table" then when, run = h.when, h.run end
      if type(run) ~= "function" or (when ~= nil and type(when) ~= "function") then
        return "handler `on." .. tostring(event) .. "` must be a function or {when = function, run = function}"
      end
      if EVENTS and not EVENTS[event] then
        return "handler for unknown event `" .. tostring(event) .. "`"
      end
    end
  end
  return nil
end

local host = {}

--- Makes `ctx` (a table the engine made for one game, see `run` above) the run context and
--- forgets every cache: the engine calls it whenever the game whose state the kernel holds is
--- another than the one that ran last, or its state was restored.
function host.activate(ctx)
  run = ctx
  instance_card, card_metas, card_proxies = {}, {}, {}
  positions, var_cache, holders, card_lists, figure_proxies = {}, {}, {}, {}, {}
  ids_at = {}
  side_figures, board_cells, board_markers, board_width, board_height = {}, {}, {}, nil, nil
end

--- A new, empty run context for a game.
function host.new_context() return { deferred = {}, depth = 0, owner = nil, pending = nil } end

local RULES_PLAY
--- The rules module: its `play` is the first step of every game, its `steps` the others;
--- its optional `on_choice(game, spec)` sees every choice as it is asked (test probes).
function host.set_rules(rules)
  RULES_PLAY = rules.play
  STEPS = rules.steps or {}
  ON_CHOICE = rules.on_choice
end

--- The body of a step's coroutine: runs step `name` (`play` for the first) with `args` and,
--- for a step that goes on after game.ask, the option picked (made by the kernel from the
--- question's data).
local function step_done(ok, ...)
  if not ok then raw_error((...), 0) end
  return ...
end

function host.run_step(name, args, pick)
  run.pending, run.asked = nil, nil
  local f
  if name == "play" then f = RULES_PLAY else f = STEPS[name] end
  if f == nil then error("the rules have no step `" .. tostring(name) .. "`") end
  return step_done(raw_xpcall(f, at_script_line, game, args, pick))
end

--- A reaction window's probe (game.reactions' `holds`): whether the window still holds.
function host.run_probe(name, args)
  local f = STEPS[name]
  if f == nil then error("the rules have no step `" .. tostring(name) .. "`") end
  return f(game, args)
end

host.figure_proxy = figure
host.card_proxy = card

--- Registers a card definition; returns nil or an error message. Used by the engine.
-- A card's data functions (a quest's `check`, a potion's `use.run`, an Arena attack's
-- `perform`...) are called by the rules directly, not dispatched like its `on` handlers: each
-- is wrapped to run under the card's own budget and be named in its errors, as a handler is.
local function guard_functions(id, t, path, seen)
  for k, v in next, t do
    if type(v) == "function" then
      local owner, f = "card " .. id .. " (" .. path .. tostring(k) .. ")", v
      t[k] = function(...) return guarded(owner, f, ...) end
    elseif type(v) == "table" and getmetatable(v) == nil and not seen[v] then
      seen[v] = true
      guard_functions(id, v, path .. tostring(k) .. ".", seen)
    end
  end
end

function host.define(id, def, file)
  local problem = check_def(id, def, file)
  if problem then return file .. ": card `" .. id .. "` " .. problem end
  local seen = { [def.on or def] = true }
  guard_functions(id, def, "", seen)
  def.id = id
  defs[id] = def
  ids_by_kind = {}
  local events = {}
  for event in pairs(def.on or {}) do events[#events + 1] = event end
  kernel.define_handlers(id, events)
  for _, m in next, card_metas do
    if rawget(m.__index, "card") == id then rawset(m.__index, "def", def) end
  end
  return nil
end

function host.set_kinds(list)
  KINDS = {}
  for _, k in ipairs(list) do KINDS[k] = true end
end

function host.set_events(list)
  EVENTS = {}
  for _, k in ipairs(list) do EVENTS[k] = true end
end

function host.card_ids()
  local out = {}
  for id in pairs(defs) do out[#out + 1] = id end
  return out
end

-- (`scripts_next` is the `next` scripts get, which reads frozen tables; this file's own
-- `next` and `rawget` are Lua's, for its own tables.)
local scripts_next = scripts_next
--- A plain copy of `v` (tables copied through, frozen ones included; functions and other
--- non-data left out): what the engine turns into data (card definitions, results).
function host.plain(v, seen)
  if type(v) ~= "table" then return v end
  seen = seen or {}
  if seen[v] then return seen[v] end
  local out = {}
  seen[v] = out
  for k, x in scripts_next, v do
    local t = type(x)
    if t ~= "function" and t ~= "thread" and t ~= "userdata" then out[k] = host.plain(x, seen) end
  end
  return out
end

-- Scripts never reach a proxy's metatable (shared by every game of this script state):
-- `getmetatable` gives a read-only list of its methods instead (the engine freezes these).
local function public(meta)
  local out = {}
  for k, v in next, meta do
    if type(k) == "string" and k:sub(1, 2) ~= "__" then out[k] = v end
  end
  return out
end
local FIGURE_PUBLIC, ROLL_PUBLIC = public(figure_meta), public(roll_meta)
figure_meta.__metatable = FIGURE_PUBLIC
roll_meta.__metatable = ROLL_PUBLIC
host.public_metas = { FIGURE_PUBLIC, ROLL_PUBLIC, SHARED_META }

host.safe_pcall = safe_pcall
host.guarded = guarded
host.game = game
return host
