-- The prelude: turns the kernel's primitive functions into the `game` API that rules modules
-- and cards use (documented in scripts/api/*.lua). It owns event dispatch and the choice
-- mechanism, so a handler may ask a question: `game.choose` yields the rules coroutine to the
-- engine, and nothing here ever blocks.
local kernel = kernel
local coroutine = coroutine
-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, next, type, tostring, tonumber, error, pcall, setmetatable, getmetatable, rawget, rawset, math, table =
  ipairs, pairs, next, type, tostring, tonumber, error, pcall, setmetatable, getmetatable, rawget, rawset, math, table
local defs = {} -- card id -> definition table (data + `on` handlers)
local STEPS = {} -- the rules' steps by name (host.set_rules)
local ON_CHOICE -- the rules' on_choice(game, spec), if any (host.set_rules)

local game = {}

-- State caches ---------------------------------------------------------------------------------
-- What scripts read most, kept per run: figure positions and the figures on each space,
-- variables, card holders and the card lists of holders, board cells, markers and size, and one
-- proxy per figure and card instance. Only this file can call the kernel, and every kernel call
-- here that changes one of these forgets it first (game.move/place/remove, variable writes,
-- game.give, game.move_card, game.flip_door/set_blocking/set_marker). When another game's
-- state becomes current, host.activate forgets only what differs between the state the caches
-- were built on and the new one, as the kernel lists it (variables, figures moved, cards
-- whose identity or holder differs; the board's cells always). So a cached value is always
-- what the kernel would answer now (host.stale_caches checks it in tests). A kernel function
-- that changes figures, variables or cards in a new way must forget them here too.
local NIL = {} -- a cached nil
-- What `getmetatable` gives scripts for the prelude's proxies (figures, cards, rolls,
-- variables): the metatables are shared by every game, so scripts never reach them, and a
-- write to this stand-in says why.
local SHARED_META = setmetatable({}, {
  __newindex = function(_, k)
    error(
      "cannot set `" .. tostring(k) .. "`: the metatables of the game's objects are shared by every game and read-only",
      2
    )
  end,
  __metatable = false,
})
local positions = {} -- figure id -> its space, or false when off the board
local ids_at = {} -- space -> ids of the figures on it (kernel.figures_at; never handed out)
local figure_proxies -- figure id -> its one proxy table (below)
local side_figures = {} -- side (NIL for all) -> proxies of its figures, in id order (kept)
local board_cells, board_markers = {}, {} -- square -> game.cell / game.marker (NIL: none)
local board_width, board_height -- game.board_size, once asked
local var_cache = {} -- kind ("card": the others are below) -> name -> key -> value (NIL for nil)
-- Variables of the game, of sides and of spaces are cached like figures' (below): one table of
-- known values per scope, lasting as long as the script state and emptied in place, which the
-- scope's proxies read through their metatable chain (a cached read calls no function); keys
-- known to be unset are kept apart, as the chain must not hand out a stand-in.
local scope_vars = { game = {}, side = {}, space = {} } -- kind -> name (NIL for the game) -> values
local scope_nils = { game = {}, side = {}, space = {} } -- kind -> name -> keys known unset
-- Names game.side/game.space_vars found good since the caches were last forgotten (kind ->
-- name -> true): the kernel's answer for them is cached as well (scope_nils or the values).
local scope_checked = { side = {}, space = {} }
local holders = {} -- card instance id -> { kind, name } (kernel.holder)
local card_lists = {} -- holder kind ("" for all) -> name ("" for none) -> instance ids

local function where(id)
  local at = positions[id]
  if at == nil then
    at = kernel.where(id) or false
    positions[id] = at
  end
  return at or nil
end

-- Figure variables are cached apart: a known figure's proxy reads its table of them through
-- the metatable chain (meta_of_figure below), so a read of a cached one calls no function. The
-- tables last as long as the script state and are emptied in place; values known to be nil
-- are kept in fig_nils, as the chain must not hand out a stand-in.
local fig_vars = {} -- figure id -> its cached variables (never nil values)
local fig_nils = {} -- figure id -> keys of its variables known to be nil
-- Where figures stand, forgotten whenever one moves (fig_vars tables keep `at` and
-- `on_board` too).
local function forget_places()
  positions, ids_at = {}, {}
  for _, vars in next, fig_vars do
    vars.at, vars.on_board = nil, nil
  end
end

local function forget_figure_vars()
  for _, vars in next, fig_vars do
    for k in next, vars do
      vars[k] = nil
    end
  end
  fig_nils = {}
  forget_places()
end

-- A figure variable not in fig_vars[id]: known nil, or asked of the kernel and kept. (The
-- tables' metatables have no __newindex, so a plain write is a raw one.)
local function figure_var_missed(id, key)
  local nils = fig_nils[id]
  if nils ~= nil and nils[key] then return nil end
  local v = kernel.get("figure", id, key)
  if v == nil then
    if nils == nil then
      nils = {}
      fig_nils[id] = nils
    end
    nils[key] = true
  else
    local vars = fig_vars[id]
    if vars == nil then
      vars = {}
      fig_vars[id] = vars
    end
    vars[key] = v
  end
  return v
end

local function figure_var(id, key)
  local vars = fig_vars[id]
  if vars ~= nil then
    local v = rawget(vars, key)
    if v ~= nil then return v end
  end
  return figure_var_missed(id, key)
end

-- The cached values of scope `kind`/`name` (game, side or space): a table whose misses ask
-- the kernel (a number key is never cached: the kernel reads it as a string, so `v[1]` and
-- `v["1"]` are one variable).
local function scope_table(kind, name)
  local n = name
  if n == nil then n = NIL end
  local by_name = scope_vars[kind]
  local t = by_name[n]
  if t ~= nil then return t end
  -- An unknown name is an error here, before anything is kept for it: the tables last as long
  -- as the script state, so a script asking for many bad names must not make them grow.
  kernel.get(kind, name, "_")
  local nils = {}
  scope_nils[kind][n] = nils
  t = setmetatable({}, {
    __index = function(tbl, key)
      if type(key) ~= "string" then return kernel.get(kind, name, key) end
      if nils[key] then return nil end
      local v = kernel.get(kind, name, key)
      if v == nil then
        nils[key] = true
      else
        rawset(tbl, key, v)
      end
      return v
    end,
  })
  by_name[n] = t
  return t
end

local function forget_scope_vars()
  for _, names in next, scope_checked do
    for k in next, names do
      names[k] = nil
    end
  end
  for kind, by_name in next, scope_vars do
    for _, t in next, by_name do
      for k in next, t do
        t[k] = nil
      end
    end
    local nils = scope_nils[kind]
    for _, set in next, nils do
      for k in next, set do
        set[k] = nil
      end
    end
  end
end

local function var_get(kind, name, key)
  if kind == "figure" then
    if type(key) ~= "string" then return kernel.get(kind, name, key) end
    return figure_var(name, key)
  end
  if scope_vars[kind] ~= nil then return scope_table(kind, name)[key] end
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
    if v == nil then
      vars[key] = NIL
    else
      vars[key] = v
    end
    return v
  end
  if v == NIL then return nil end
  return v
end

-- Forgets what the caches hold of variable `key` (a string) of scope `kind`/`name`.
local function forget_var(kind, name, key)
  if kind == "figure" then
    local vars, nils = fig_vars[name], fig_nils[name]
    if vars ~= nil then vars[key] = nil end
    if nils ~= nil then nils[key] = nil end
  elseif scope_vars[kind] ~= nil then
    local n = name
    if n == nil then n = NIL end
    local t = scope_vars[kind][n]
    if t ~= nil then
      rawset(t, key, nil)
      scope_nils[kind][n][key] = nil
    end
  else
    local by_name = var_cache[kind]
    local n = name
    if n == nil then n = NIL end
    local vars = by_name and by_name[n]
    if vars then vars[key] = nil end
  end
end

local function var_set(kind, name, key, value)
  if type(key) ~= "string" then
    var_cache = {} -- the kernel reads a number key as a string: forget everything
    forget_figure_vars()
    forget_scope_vars()
  else
    forget_var(kind, name, key)
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

local function cards_changed()
  holders, card_lists = {}, {}
end

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

-- The reads of a proxy whose id the scenario's figures do not hold (a figure the game's own
-- figures list lacks); a known figure's proxy reads through its metatable chain instead
-- (meta_of_figure). Proxies hold their id as a raw field, so `f.id` costs no call.
figure_meta.__index = function(f, key)
  local id = f.id
  -- A cached variable first. (`at` and `on_board` are never variables: figure_meta.__newindex
  -- refuses them.)
  local vars = fig_vars[id]
  local v = vars and rawget(vars, key)
  if v ~= nil then return v end
  if FIELDS[key] then return figure_field(id, key) end
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
-- side, card and the methods), read without a function call; other keys fall through to the
-- figure's cached variables (with `at` and `on_board`), then to a function that fills them. A
-- game's figures are fixed by its scenario, so each figure's metatable is made once.
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
  -- Then the figure's cached variables, then a function (the chain: `fixed`, its variables,
  -- the function below).
  local vars = fig_vars[id]
  if vars == nil then
    vars = {}
    fig_vars[id] = vars
  end
  setmetatable(fixed, { __index = vars })
  -- What `fixed` and the cache lack: where it stands, or a variable not read yet this run.
  setmetatable(vars, {
    __index = function(_, key)
      -- Most reads that get here are of variables known to be unset (`dead`, effects).
      local nils = fig_nils[id]
      if nils ~= nil and nils[key] then return nil end
      if key == "at" then
        local at = where(id)
        if at ~= nil then vars.at = at end
        return at
      end
      if key == "on_board" then
        local on = where(id) ~= nil
        vars.on_board = on
        return on
      end
      return figure_var_missed(id, key)
    end,
  })
  -- A copy of figure_meta (its methods and metamethods) but for __index.
  m = {}
  for k, v in next, figure_meta do
    m[k] = v
  end
  m.__index = fixed
  figure_metas[id] = m
  return m
end

-- One proxy per figure, shared by every caller and every game of the script state: a proxy
-- holds only its id (every other key goes through the metatable, writes included, and
-- scripts' `rawset` refuses proxies), so sharing it shares nothing else, and rules that list
-- figures many times a turn do not build a table per figure each time.
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
    -- figures never change, so their proxies are listed once per script state and only
    -- filtered here (an empty list is not kept: any name may be asked).
    local side, on_board = filter.side, filter.on_board
    local key = side == nil and NIL or side
    local base = side_figures[key]
    if base == nil then
      base = {}
      for _, id in ipairs(list) do
        local s = static[id]
        if side == nil or (s ~= nil and s.side == side) then base[#base + 1] = proxy_of(id) end
      end
      if #base > 0 then side_figures[key] = base end
    end
    local n = 0
    if on_board == nil then
      for i = 1, #base do
        out[i] = base[i]
      end
      return out
    end
    for i = 1, #base do
      local f = base[i]
      -- where(), inlined for the cached case (false: off the board): asked for every figure.
      local id = f.id
      local at = positions[id]
      if at == nil then at = where(id) or false end
      if (at ~= false) == on_board then
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
      if s ~= nil then
        keep = s.side == side
      else
        keep = figure_field(id, "side") == side
      end
    end
    if keep and on_board ~= nil then
      if s ~= nil then
        keep = (where(id) ~= nil) == on_board
      else
        keep = figure_field(id, "on_board") == on_board
      end
    end
    if keep then out[#out + 1] = proxy_of(id) end
  end
  return out
end

function game.sides() return kernel.sides() end

-- The count hook does not see the kernel's loop over the text: a long text pays for it, as
-- the sandbox's `string.byte(s, i, j)` does (guards.lua).
local charge_budget = charge
function game.digest(text)
  if type(text) ~= "string" then error("game.digest needs a string, not " .. type(text), 2) end
  if #text > 512 then charge_budget(#text / 8) end
  return kernel.digest(text)
end

--- The digest of every figure as it stands (see scripts/api/game.lua): the kernel builds the
--- text game.digest would be given and hashes it, in one call.
function game.picture(spec)
  if type(spec) ~= "table" then error("game.picture needs a table, not " .. type(spec), 2) end
  local prefix, side = spec.prefix or "", spec.side
  local figure_var, card_var = spec.figure_var, spec.card_var
  if type(prefix) ~= "string" then error("game.picture: prefix must be a string", 2) end
  if side ~= nil and type(side) ~= "string" then error("game.picture: side must be a side's name", 2) end
  if type(figure_var) ~= "string" then error("game.picture: figure_var must be a variable name", 2) end
  if type(card_var) ~= "string" then error("game.picture: card_var must be a variable name", 2) end
  local d, work = kernel.picture(prefix, side, figure_var, card_var)
  if work > 512 then charge_budget(work / 8) end
  return d
end

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
  for i = 1, #seating_order do
    out[i] = seating_order[i]
  end
  return out
end

local function idof(x) return type(x) == "table" and rawget(x, "id") or x end

-- Variables of the game, of sides and of spaces ---------------------------------------------

-- One proxy per scope for the script state (it holds nothing: reads go to the scope's cache
-- table, writes to var_set), made once the kernel has taken the name.
local var_proxies = { side = {}, space = {} }
local function var_proxy(kind, name)
  return setmetatable({}, {
    __index = scope_table(kind, name),
    __newindex = function(_, key, value) var_set(kind, name, key, value) end,
    __metatable = SHARED_META,
  })
end
game.vars = var_proxy("game", nil)
local function scope_proxy(kind, name)
  -- Checked each time the caches were forgotten, so an unknown name is an error whatever the
  -- cache holds; in between a name found good is good still (what the kernel said is cached).
  local checked = scope_checked[kind]
  if not checked[name] then
    var_get(kind, name, "_")
    checked[name] = true
  end
  local p = var_proxies[kind][name]
  if p == nil then
    p = var_proxy(kind, name)
    var_proxies[kind][name] = p
  end
  return p
end
function game.side(name) return scope_proxy("side", name) end
-- A space's variables (tokens lying there): the name is the space's address, which has one
-- spelling (`c4`, a graph space's id), so the cache cannot hold two copies of one space.
function game.space_vars(at) return scope_proxy("space", at) end

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
--- With `opts.mover`, movement costs as that figure walks (`opts.limit`: the most counted);
--- with `opts.at` (a list of spaces), only those spaces are in the answer.
function game.distances(goals, opts)
  if type(goals) ~= "table" then error("game.distances needs a list of spaces", 2) end
  if opts == nil then return kernel.distances(goals) end
  if type(opts) ~= "table" or (opts.mover == nil and opts.at == nil) then
    error("game.distances: opts must be {mover = FIGURE?, limit = N?, at = SPACES?}", 2)
  end
  if opts.limit ~= nil and math.type(opts.limit) ~= "integer" then
    error("game.distances: opts.limit must be a whole number", 2)
  end
  if opts.at ~= nil and type(opts.at) ~= "table" then error("game.distances: opts.at must be a list of spaces", 2) end
  local mover = opts.mover
  if mover ~= nil then mover = idof(mover) end
  return kernel.distances(goals, mover, opts.limit, opts.at)
end
function game.move(f, to)
  forget_places()
  return kernel.move(idof(f), to)
end
function game.place(f, to)
  forget_places()
  return kernel.place(idof(f), to)
end
function game.remove(f)
  forget_places()
  return kernel.remove(idof(f))
end
-- Board cells and markers, cached per run: rules ask them for every square they look at (Arena
-- reads terrain from markers at each step of every path). Only these three calls change them.
function game.flip_door(a, b)
  board_cells, board_markers = {}, {}
  return kernel.flip_door(a, b)
end
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
    if v == nil then
      board_markers[at] = NIL
    else
      board_markers[at] = v
    end
    return v
  end
  if v == NIL then return nil end
  return v
end
-- A board keeps its size for the whole game.
function game.board_size()
  if board_width == nil then
    board_width, board_height = kernel.board_size()
  end
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

-- The per-instance card caches (instance_card, card_metas, card_proxies) outlast a run for
-- the instances whose card the next game shares (host.activate): `card_max` is the largest
-- instance id they hold, `card_odd` whether they hold any key that is no instance id.
local card_max, card_odd = 0, false
local function note_card(id)
  if math.type(id) == "integer" and id > 0 then
    if id > card_max then card_max = id end
  else
    card_odd = true
  end
end

local function card_id_of(id)
  local cid = instance_card[id]
  if cid == nil then
    cid = kernel.card(id).card -- raises for an unknown instance
    note_card(id)
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
-- fall through to card_meta.__index. Kept like instance_card (host.activate); host.define
-- updates `def`.
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
-- One proxy per instance, like figures' (only its id is raw; the rest is metatable), kept
-- with its metatable (host.activate).
local card_proxies = {}
local function card(id)
  local p = card_proxies[id]
  if p ~= nil then return p end
  local m = card_metas[id]
  if m == nil then
    note_card(id)
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

-- Instance id -> its card id (never changes within a game; host.activate keeps what the next
-- game shares).
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
  note_card(id)
  instance_card[id] = card_id
  return card(id)
end

function game.move_card(c, holder)
  local kind, name = holder_args(holder)
  cards_changed()
  kernel.move_card(idof(c), kind, name)
end

--- Card instances, optionally only those held by `filter.holder` (a figure or a side name),
--- or with `filter.nowhere = true` only those nobody holds (discarded, or lying on the board);
--- with `filter.with = NAME` only those whose variable NAME is set (asked of the kernel each
--- time: variables change more often than holders).
function game.cards(filter)
  local ids
  local with = filter and filter.with
  if with ~= nil then
    if type(with) ~= "string" then error("game.cards: filter.with must be a variable name", 2) end
    if filter.holder ~= nil then
      local kind, name = holder_args(filter.holder)
      ids = kernel.cards(kind, name, with)
    elseif filter.nowhere then
      ids = kernel.cards("nowhere", nil, with)
    else
      ids = kernel.cards(nil, nil, with)
    end
  elseif filter and filter.holder ~= nil then
    ids = card_ids(holder_args(filter.holder))
  elseif filter and filter.nowhere then
    ids = card_ids("nowhere")
  else
    ids = card_ids()
  end
  local out = {}
  for i, id in ipairs(ids) do
    out[i] = card(id)
  end
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
      for id in pairs(defs) do
        all[#all + 1] = id
      end -- sorted keys
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
  for i = 1, #ids do
    out[i] = ids[i]
  end
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
  for i, d in ipairs(kernel.roll_dice(r.id)) do
    faces[i] = d.face
  end
  return "roll #" .. r.id .. " " .. r.die .. ": " .. table.concat(faces, " ")
end

--- Rolls `spec.n` dice of kind `spec.die` ("attack", "defence", ...). `explode` (default true)
--- lets exploding faces add dice; `rerollable` (default true). A spawn roll is
--- `{die = "attack", n = 2, explode = false, rerollable = false}`.
function game.roll(spec)
  if type(spec) ~= "table" or type(spec.die) ~= "string" or math.type(spec.n) ~= "integer" then
    error('game.roll needs {die = "name", n = whole number}', 2)
  end
  local id = kernel.roll(spec.die, spec.n, spec.explode, spec.rerollable)
  return setmetatable({ id = id, die = spec.die }, roll_meta)
end

--- A new list holding the elements of the sequence `list` in a random order, drawn from the
--- game's seeded generator (never from rigged dice) and logged as one `shuffle N: order ...`
--- entry, also for an empty or one-element list (which draws nothing). `list` is not changed.
function game.shuffle(list)
  if type(list) ~= "table" then error("game.shuffle needs a list, not " .. type(list), 2) end
  local order = kernel.shuffle(#list)
  local out = {}
  for i, from in ipairs(order) do
    out[i] = list[from]
  end
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

-- A metatable a card sets runs its functions as that card (see guards.lua).
guard_metamethods(function()
  local owner = kernel.owner()
  if owner == nil then return nil end
  return function(f, key)
    -- "card X (event E)" -> "card X (event E, metamethod __index)"
    local named = owner:sub(-1) == ")" and owner:sub(1, -2) .. ", metamethod " .. key .. ")"
      or owner .. " (metamethod " .. key .. ")"
    return function(...) return guarded(named, f, ...) end
  end
end)

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

-- Who is asked a question put to `side`: the side the rules name as deciding for it
-- (game.set_controller: nobody sits at Arcadia's monsters or Arena's co-op foes, and the
-- rulebooks give their open decisions to the players), else `side` itself.
local function deciding_side(side)
  if side_controller then return side_controller(side) or side end
  return side
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

-- Effects' part of every event (the Effects section below): arm, end, check `while`.
local effects_at, effects_while, MOMENT_EVENTS_OF

--- The handlers of event `name` that run (kernel.emit's `list`: instance ids and their
--- sides, by turns), in order: those whose `when` accepts, each controller's ordered by that
--- side.
local function handlers_in_order(name, e, list)
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
      side = deciding_side(side)
      triggered[#triggered + 1] = { self = self, run = run, owner = owner, side = side }
    end
  end
  -- AQ: simultaneous effects are ordered by their controlling player. With no side running
  -- two or more there is nothing to order (the loop below would keep this order): most events.
  local n = #triggered
  if n <= 1 then return triggered end
  local shared = false
  for i = 2, n do
    local s = triggered[i].side
    for j = 1, i - 1 do
      if triggered[j].side == s then shared = true end
    end
  end
  if not shared then return triggered end
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
        for _, g in ipairs(group) do
          count[g.self.card] = (count[g.self.card] or 0) + 1
        end
        for i, g in ipairs(group) do
          -- Two copies of one card (two hammer beastmen) are told apart by instance id.
          local key = tostring(g.self.card)
          if count[g.self.card] > 1 then key = key .. " #" .. tostring(g.self.id) end
          options[i] = { key = key, label = tostring(g.self) }
        end
        local pick = game.choose({
          side = t.side,
          prompt = "order of effects on " .. name .. ": which first?",
          options = options,
          rule = "simultaneous effects: their controller orders them",
        })
        order[#order + 1] = table.remove(group, pick.index)
      end
      order[#order + 1] = group[1]
    end
  end
  return order
end
local NO_HANDLERS = {} -- read only

--- Raises event `name` with payload `e` (a table handlers may change). Every card instance
--- whose definition handles `name` and whose `when` (if any) accepts is run; when two or more
--- run for the same controller, that side chooses their order. The kernel logs the event and
--- says which instances handle it and the side holding each (kernel.emit).
function game.emit(name, e)
  e = e or {}
  local list = kernel.emit(name, e.detail or "")
  local moment = MOMENT_EVENTS_OF[name]
  if moment and moment.arms then effects_at(name, e, "arms") end
  -- Most events no card handles: no tables to build for them.
  local order = #list == 0 and NO_HANDLERS or handlers_in_order(name, e, list)
  run.depth = run.depth + 1
  for _, t in ipairs(order) do
    local outer = run.owner
    run.owner = t.owner
    guarded(t.owner, t.run, t.self, e, game)
    run.owner = outer
    if e.cancelled then break end
  end
  if moment and moment.ends then effects_at(name, e, "ends") end
  effects_while()
  run.depth = run.depth - 1
  if run.depth == 0 then run_deferred() end
  return e
end

-- Choices --------------------------------------------------------------------------------------

-- `spec.rule`, when given, names the rule that asks (`why` shows it).
local function check_rule(spec, fname)
  if spec.rule ~= nil and type(spec.rule) ~= "string" then
    error(fname .. ": `rule` must be a string (the rule that asks, with its rulebook page)", 3)
  end
end

-- A question a card asks without a `rule` names the card: its name and text are the rule that
-- asks (`why` shows them), so no card question goes unexplained.
local function card_rule()
  local owner = kernel.owner()
  local id = type(owner) == "string" and owner:match("^card (%S+)")
  local d = id and defs[id]
  if not d then return nil end
  local name = type(d.name) == "string" and d.name or id
  return type(d.text) == "string" and (name .. ": " .. d.text) or ("the card " .. name)
end

--- Asks `spec.side` to pick one of `spec.options` (each `{key = "...", label = "..."}`, keys
--- unique). Yields to the engine; returns the chosen option with its `index` set.
function game.choose(spec)
  if type(spec) ~= "table" or type(spec.options) ~= "table" or #spec.options == 0 then
    error("game.choose needs {side=, prompt=, options={...}} with at least one option", 2)
  end
  check_rule(spec, "game.choose")
  -- The engine reads the keys and labels as two flat lists: one read per list, not two per option.
  local seen, keys, labels = {}, {}, {}
  for i, o in ipairs(spec.options) do
    local key = type(o) == "table" and o.key
    if type(key) ~= "string" then error("option " .. i .. " needs a string `key`", 2) end
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
  local i = coroutine.yield({
    side = deciding_side(spec.side),
    prompt = spec.prompt or "choose",
    keys = keys,
    labels = labels,
    secret = spec.secret == true,
    rule = spec.rule or card_rule(),
  })
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
  check_rule(spec, "game.ask")
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
  kernel.ask(
    deciding_side(spec.side),
    spec.prompt or "choose",
    spec.options,
    step,
    args or {},
    FIGURE_EQ,
    CARD_EQ,
    spec.secret == true,
    spec.rule
  )
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
  if
    type(spec) ~= "table"
    or type(spec.reactors) ~= "table"
    or (type(spec.side) ~= "string" and not (spec.listed and spec.side == nil))
  then
    error("game.reactions needs {side=, prompt=, reactors={...}, holds=, listed=}", 2)
  end
  check_rule(spec, "game.reactions")
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
  kernel.reactions(
    spec.side or "",
    spec.prompt or "which reaction first?",
    spec.reactors,
    step,
    args or {},
    holds,
    spec.listed == true,
    FIGURE_EQ,
    CARD_EQ,
    spec.rule
  )
end

--- The events raised since the last answer, in order: `{name, detail}` each.
function game.recent_events() return kernel.recent_events() end

--- The spec of the choice the game waits on (as the rules passed it to game.choose or
--- game.ask, options with their own fields), or nil; for the rules' read-only queries (bots'
--- `suggest`).
function game.pending(opts)
  -- A question asked as data is read from the data each time, in the game that asked as in
  -- its copies: what one query does to the tables it gets reaches no other.
  if run.pending ~= nil and not run.asked then return run.pending end
  -- `{fields = false}`: the options' keys and labels only (a query that reads no field).
  return kernel.asked(figure, card, type(opts) == "table" and opts.fields == false)
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
local RULES_PLAY -- the rules' play (host.set_rules): set once the rules have loaded
local function check_def(id, def, file)
  if type(def) ~= "table" then return "must return its definition table (got " .. type(def) .. ")" end
  if type(def.name) ~= "string" then return "needs a `name` (string)" end
  if type(def.kind) ~= "string" then return "needs a `kind` (string)" end
  if KINDS and not KINDS[def.kind] then
    local known = {}
    for k in pairs(KINDS) do
      known[#known + 1] = k
    end
    return "unknown kind `" .. def.kind .. "` (known: " .. table.concat(known, ", ") .. ")"
  end
  if def.on ~= nil then
    if type(def.on) ~= "table" then return "`on` must be a table of event handlers" end
    for event, h in pairs(def.on) do
      local when, run = nil, h
      if type(h) == "table" then
        when, run = h.when, h.run
      end
      if type(run) ~= "function" or (when ~= nil and type(when) ~= "function") then
        return "handler `on." .. tostring(event) .. "` must be a function or {when = function, run = function}"
      end
      if EVENTS and not EVENTS[event] then return "handler for unknown event `" .. tostring(event) .. "`" end
    end
  end
  return nil
end

-- Effects with durations -----------------------------------------------------------------------
-- `game.effect{...}` puts an effect on a figure, a side or a card instance: variables it sets
-- while it lasts (restored when it ends), modifiers it adds (`game.modifier`), and when it
-- ends: at a *moment* the ruleset names (`game.moments`, called by the rules as they load:
-- the prelude names no game) or when a *condition* the ruleset names (`game.conditions`) stops
-- holding. Everything about an effect is variables of its holder (`effect_ids`, `effect.ID.*`,
-- `mod.NAME`) and of the game (`effect_holders`, `effect_while`), so forks, undo and saves
-- carry it and no script state outlives a call. Moments and conditions are read-only data set
-- at load, like the rules' card filter.
local MOMENTS = {} -- name -> { at =, after =, match =, text = }
local MOMENT_EVENTS = {} -- event -> { arms = true?, ends = true? }
MOMENT_EVENTS_OF = MOMENT_EVENTS
local CONDITIONS = {} -- name -> { test = function(holder, game), text = }
local EFFECT_ID = "^[%a_][%w_]*$"

local function names_of(t)
  local out = {}
  for k in pairs(t) do
    out[#out + 1] = k
  end
  table.sort(out)
  if #out == 0 then return "none" end
  return table.concat(out, ", ")
end

--- Rules only, as they load: the moments effects of this ruleset may last until. Each is
--- `{at = EVENT, after = EVENT?, match = FIELD?, text = "..."}`: the effect ends when event
--- `at` is over; with `after`, only once event `after` has begun since the effect was put on
--- ("its next activation"); with `match`, only an event whose payload field `match` names the
--- holder (a figure, or for a side any figure of it; for a card its holder).
-- A rules module required again later (a module a game step requires anew) names the same
-- moments and conditions again: that is no change, so it is allowed; any other is refused.
local function same_moment(a, m)
  return a ~= nil and a.at == m.at and a.after == m.after and a.match == m.match and a.text == (m.text or a.text)
end

function game.moments(list)
  if type(list) ~= "table" then error("game.moments needs a table of moments", 2) end
  if RULES_PLAY ~= nil then
    for name, m in pairs(list) do
      if type(m) ~= "table" or not same_moment(MOMENTS[name], m) then
        error("game.moments: only the rules name moments, as they load", 2)
      end
    end
    return
  end
  for name, m in pairs(list) do
    if type(name) ~= "string" or not name:find(EFFECT_ID) then
      error("game.moments: bad moment name " .. tostring(name), 2)
    end
    if type(m) ~= "table" or type(m.at) ~= "string" then
      error("game.moments: moment " .. name .. " needs `at = EVENT`", 2)
    end
    for _, ev in ipairs({ m.at, m.after }) do
      if EVENTS and not EVENTS[ev] then
        error("game.moments: moment " .. name .. " names unknown event `" .. ev .. "`", 2)
      end
    end
    MOMENTS[name] = { at = m.at, after = m.after, match = m.match, text = m.text or name:gsub("_", " ") }
    MOMENT_EVENTS[m.at] = MOMENT_EVENTS[m.at] or {}
    MOMENT_EVENTS[m.at].ends = true
    if m.after then
      MOMENT_EVENTS[m.after] = MOMENT_EVENTS[m.after] or {}
      MOMENT_EVENTS[m.after].arms = true
    end
  end
end

--- Rules only, as they load: the conditions an effect may last `while`. Each is
--- `{test = function(holder, game) -> boolean, text = "..."}`.
function game.conditions(list)
  if type(list) ~= "table" then error("game.conditions needs a table of conditions", 2) end
  if RULES_PLAY ~= nil then
    for name, c in pairs(list) do
      if type(c) ~= "table" or CONDITIONS[name] == nil or CONDITIONS[name].text ~= (c.text or name) then
        error("game.conditions: only the rules name conditions, as they load", 2)
      end
    end
    return
  end
  for name, c in pairs(list) do
    if type(c) ~= "table" or type(c.test) ~= "function" then
      error("game.conditions: condition " .. tostring(name) .. " needs `test = function(holder, game)`", 2)
    end
    CONDITIONS[name] = { test = c.test, text = c.text or name }
  end
end

local function split(s)
  local out = {}
  if s then
    for x in s:gmatch("[^,]+") do
      out[#out + 1] = x
    end
  end
  return out
end
local function joined(list)
  if #list == 0 then return nil end
  return table.concat(list, ",")
end
local function without_item(s, item)
  local out = {}
  for _, x in ipairs(split(s)) do
    if x ~= item then out[#out + 1] = x end
  end
  return joined(out)
end
local function with_item(s, item)
  local list = split(s)
  for _, x in ipairs(list) do
    if x == item then return s end
  end
  list[#list + 1] = item
  return joined(list)
end

-- A holder as (kind, name): a figure proxy or id, a side's name, a card proxy.
local function effect_holder(on, what)
  if type(on) == "table" then
    local id = rawget(on, "id")
    if type(id) == "number" then
      kernel.card(id)
      return "card", id
    end
    if type(id) == "string" then
      figure(id)
      return "figure", id
    end
  elseif type(on) == "string" then
    for _, s in ipairs(kernel.sides()) do
      if s == on then return "side", on end
    end
    figure(on) -- a figure's id, or "no figure" at the caller's line
    return "figure", on
  end
  error(what .. ": `on` must be a figure, a side's name or a card (got " .. type(on) .. ")", 3)
end
local function holder_key(kind, name) return kind .. ":" .. tostring(name) end
local function holder_from_key(key)
  local kind, name = key:match("^(%a+):(.*)$")
  if kind == "card" then return kind, tonumber(name) end
  return kind, name
end
local function holder_object(kind, name)
  if kind == "figure" then return figure(name) end
  if kind == "card" then return card(name) end
  return name
end
local function holder_label(kind, name)
  if kind == "card" then return tostring(card(name)) end
  return tostring(name)
end
-- The figure and side a holder stands for when a moment's `match` compares: a card's holder.
local function holder_identity(kind, name)
  if kind == "card" then
    local hk, hn = holder_of(name)
    if hk == "figure" then return hn, figure(hn).side end
    if hk == "side" then return nil, hn end
    return nil, nil
  end
  if kind == "figure" then return name, figure(name).side end
  return nil, name
end
local function matches(m, e, kind, name)
  if not m.match then return true end
  local v = e[m.match]
  local fid, side = holder_identity(kind, name)
  if type(v) == "table" then
    local id = rawget(v, "id")
    if type(id) ~= "string" then return false end
    if fid then return id == fid end
    return side ~= nil and figure(id).side == side
  end
  return v ~= nil and (v == fid or (fid == nil and v == side))
end

local function fx_get(kind, name, id, field) return var_get(kind, name, "effect." .. id .. "." .. field) end
local function fx_set(kind, name, id, field, v) var_set(kind, name, "effect." .. id .. "." .. field, v) end
local FX_FIELDS = { "name", "from", "until", "while", "armed", "quiet", "sets", "mods" }

local function effect_active(kind, name, id)
  for _, x in ipairs(split(var_get(kind, name, "effect_ids"))) do
    if x == id then return true end
  end
  return false
end

local function end_effect(kind, name, id, why)
  if not effect_active(kind, name, id) then return false end
  for _, var in ipairs(split(fx_get(kind, name, id, "sets"))) do
    var_set(kind, name, var, fx_get(kind, name, id, "prev." .. var))
    fx_set(kind, name, id, "prev." .. var, nil)
  end
  for _, mod in ipairs(split(fx_get(kind, name, id, "mods"))) do
    local total = (var_get(kind, name, "mod." .. mod) or 0) - (fx_get(kind, name, id, "mod." .. mod) or 0)
    var_set(kind, name, "mod." .. mod, total ~= 0 and total or nil)
    fx_set(kind, name, id, "mod." .. mod, nil)
  end
  if not fx_get(kind, name, id, "quiet") then
    game.log((fx_get(kind, name, id, "name") or id) .. " on " .. holder_label(kind, name) .. " ends (" .. why .. ")")
  end
  local key = holder_key(kind, name)
  if fx_get(kind, name, id, "while") then
    var_set("game", nil, "effect_while", without_item(var_get("game", nil, "effect_while"), key .. "|" .. id))
  end
  for _, f in ipairs(FX_FIELDS) do
    fx_set(kind, name, id, f, nil)
  end
  local ids = without_item(var_get(kind, name, "effect_ids"), id)
  var_set(kind, name, "effect_ids", ids)
  if ids == nil then
    var_set("game", nil, "effect_holders", without_item(var_get("game", nil, "effect_holders"), key))
  end
  return true
end

local function condition_holds(cname, kind, name)
  return guarded("condition " .. cname, CONDITIONS[cname].test, holder_object(kind, name), game) and true or false
end

local EFFECT_KEYS = {
  on = true,
  id = true,
  name = true,
  ends = true,
  lasts_while = true,
  set = true,
  mods = true,
  source = true,
  quiet = true,
}

--- Puts an effect on a figure, a side or a card (see scripts/api/game.lua). Returns true, or
--- false when its `while` condition does not hold now (nothing is put on).
function game.effect(spec)
  if type(spec) ~= "table" then error("game.effect needs a table {on =, id =, ends =, lasts_while =, ...}", 2) end
  for k in pairs(spec) do
    if not EFFECT_KEYS[k] then
      error(
        "game.effect: unknown field `"
          .. tostring(k)
          .. "` (known: on, id, name, ends, lasts_while, set, mods, source, quiet)",
        2
      )
    end
  end
  if spec.on == nil then error("game.effect needs `on` (a figure, a side or a card)", 2) end
  local kind, name = effect_holder(spec.on, "game.effect")
  local id = spec.id
  if type(id) ~= "string" or not id:find(EFFECT_ID) then
    error("game.effect needs `id`, a name of letters, digits and _ (got " .. tostring(id) .. ")", 2)
  end
  local moment, cond = spec.ends, spec.lasts_while
  if moment ~= nil and not MOMENTS[moment] then
    error(
      "game.effect: unknown moment `" .. tostring(moment) .. "` (this ruleset's moments: " .. names_of(MOMENTS) .. ")",
      2
    )
  end
  if cond ~= nil and not CONDITIONS[cond] then
    error(
      "game.effect: unknown condition `"
        .. tostring(cond)
        .. "` (this ruleset's conditions: "
        .. names_of(CONDITIONS)
        .. ")",
      2
    )
  end
  if moment and MOMENTS[moment].match then
    local fid, side = holder_identity(kind, name)
    if fid == nil and side == nil then
      error(
        "game.effect: moment `" .. moment .. "` needs a holder it can match (a figure, a side, or a card held by one)",
        2
      )
    end
  end
  local sets, mods = {}, {}
  if spec.set ~= nil then
    if type(spec.set) ~= "table" then error("game.effect: `set` must be a table {variable = value}", 2) end
    for var, v in pairs(spec.set) do
      if type(var) ~= "string" or var:find("^effect") or var:find("^mod%.") then
        error("game.effect: bad variable name in `set`: " .. tostring(var), 2)
      end
      local t = type(v)
      if t ~= "boolean" and t ~= "string" and math.type(v) ~= "integer" then
        error("game.effect: `set." .. var .. "` must be a whole number, a boolean or a string", 2)
      end
      sets[#sets + 1] = var
    end
  end
  if spec.mods ~= nil then
    if type(spec.mods) ~= "table" then error("game.effect: `mods` must be a table {name = whole number}", 2) end
    for mod, v in pairs(spec.mods) do
      if type(mod) ~= "string" or not mod:find(EFFECT_ID) or math.type(v) ~= "integer" then
        error("game.effect: `mods." .. tostring(mod) .. "` must be a whole number", 2)
      end
      mods[#mods + 1] = mod
    end
  end
  local source = spec.source
  local from = nil
  if source ~= nil then
    if type(source) ~= "table" or type(rawget(source, "id")) ~= "number" then
      error("game.effect: `source` must be a card", 2)
    end
    from = source.def.name
  end
  if spec.name ~= nil and type(spec.name) ~= "string" then error("game.effect: `name` must be a string", 2) end
  if cond and not condition_holds(cond, kind, name) then return false end
  local label = spec.name or id
  -- Not stacked: the same effect again on the same holder ends the first (quietly) and starts anew.
  if effect_active(kind, name, id) then
    fx_set(kind, name, id, "quiet", true)
    end_effect(kind, name, id, "renewed")
  end
  table.sort(sets)
  table.sort(mods)
  for _, var in ipairs(sets) do
    fx_set(kind, name, id, "prev." .. var, var_get(kind, name, var))
    var_set(kind, name, var, spec.set[var])
  end
  for _, mod in ipairs(mods) do
    local total = (var_get(kind, name, "mod." .. mod) or 0) + spec.mods[mod]
    var_set(kind, name, "mod." .. mod, total ~= 0 and total or nil)
    fx_set(kind, name, id, "mod." .. mod, spec.mods[mod])
  end
  fx_set(kind, name, id, "sets", joined(sets))
  fx_set(kind, name, id, "mods", joined(mods))
  if spec.name then fx_set(kind, name, id, "name", spec.name) end
  if from then fx_set(kind, name, id, "from", from) end
  if moment then fx_set(kind, name, id, "until", moment) end
  if spec.quiet then fx_set(kind, name, id, "quiet", true) end
  local key = holder_key(kind, name)
  if cond then
    fx_set(kind, name, id, "while", cond)
    var_set("game", nil, "effect_while", with_item(var_get("game", nil, "effect_while"), key .. "|" .. id))
  end
  var_set(kind, name, "effect_ids", with_item(var_get(kind, name, "effect_ids"), id))
  var_set("game", nil, "effect_holders", with_item(var_get("game", nil, "effect_holders"), key))
  if not spec.quiet then
    local text = label .. " on " .. holder_label(kind, name)
    if from then text = text .. " (from " .. from .. ")" end
    if moment then text = text .. " until " .. MOMENTS[moment].text end
    if cond then text = text .. (moment and " or " or " ") .. "while " .. CONDITIONS[cond].text end
    game.log(text)
  end
  return true
end

--- Whether effect `id` is on `on`.
function game.has_effect(on, id)
  local kind, name = effect_holder(on, "game.has_effect")
  return effect_active(kind, name, id)
end

--- Ends effect `id` on `on` now; false when it was not on.
function game.end_effect(on, id)
  local kind, name = effect_holder(on, "game.end_effect")
  return end_effect(kind, name, id, "ended")
end

--- The effects on `on`: a list of {id =, name =, from =, ends =, lasts_while =, text =}, in the
--- order they were put on (quiet ones, the bookkeeping of game.once_per, left out).
function game.effects(on)
  local kind, name = effect_holder(on, "game.effects")
  local out = {}
  for _, id in ipairs(split(var_get(kind, name, "effect_ids"))) do
    if not fx_get(kind, name, id, "quiet") then
      local m, c = fx_get(kind, name, id, "until"), fx_get(kind, name, id, "while")
      local e = {
        id = id,
        name = fx_get(kind, name, id, "name") or id,
        from = fx_get(kind, name, id, "from"),
        ends = m,
        lasts_while = c,
      }
      local parts = {}
      if m then parts[#parts + 1] = "until " .. MOMENTS[m].text end
      if c then parts[#parts + 1] = "while " .. CONDITIONS[c].text end
      if e.from then parts[#parts + 1] = "from " .. e.from end
      e.text = e.name .. (#parts > 0 and (" (" .. table.concat(parts, ", ") .. ")") or "")
      out[#out + 1] = e
    end
  end
  return out
end

--- The status panel's lines for every holder with effects a player should see:
--- "effects on zazu: Snared (until the end of its next activation, from Snare Whip)".
function game.effect_lines()
  local lines = {}
  for _, key in ipairs(split(var_get("game", nil, "effect_holders"))) do
    local kind, name = holder_from_key(key)
    local texts = {}
    for _, e in ipairs(game.effects(holder_object(kind, name))) do
      texts[#texts + 1] = e.text
    end
    if #texts > 0 then
      lines[#lines + 1] = "effects on " .. holder_label(kind, name) .. ": " .. table.concat(texts, "; ")
    end
  end
  return lines
end

--- The sum of modifier `mod` over the effects on `on` (0 when none): what the rules add to
--- the figure's own value (Arcadia: movement, defence).
function game.modifier(on, mod)
  local kind, name = effect_holder(on, "game.modifier")
  return var_get(kind, name, "mod." .. mod) or 0
end

--- Once per period: true the first time card `c` asks with `key` (default "use") until the
--- moment `period` names ("turn" for end_of_turn, or a moment's own name), false after.
function game.once_per(period, c, key)
  if type(period) ~= "string" then error('game.once_per needs a period ("turn", or a moment)', 2) end
  local moment = MOMENTS[period] and period or (MOMENTS["end_of_" .. period] and "end_of_" .. period)
  if not moment then
    error("game.once_per: no moment `" .. period .. "` (this ruleset's moments: " .. names_of(MOMENTS) .. ")", 2)
  end
  if type(c) ~= "table" or type(rawget(c, "id")) ~= "number" then
    error("game.once_per needs the card (self) as its second argument", 2)
  end
  key = key or "use"
  if type(key) ~= "string" or not key:find(EFFECT_ID) then
    error("game.once_per: key must be a name of letters, digits and _", 2)
  end
  local id = "once_" .. key
  if effect_active("card", rawget(c, "id"), id) then return false end
  game.effect({ on = c, id = id, ends = moment, quiet = true })
  return true
end

-- game.emit's part: arm the effects waiting for `after` events, end those whose moment came.
effects_at = function(event, e, phase)
  local holders = var_get("game", nil, "effect_holders")
  if holders == nil then return end
  for _, key in ipairs(split(holders)) do
    local kind, name = holder_from_key(key)
    for _, id in ipairs(split(var_get(kind, name, "effect_ids"))) do
      local mname = fx_get(kind, name, id, "until")
      local m = mname and MOMENTS[mname]
      if m then
        if
          phase == "arms"
          and m.after == event
          and not fx_get(kind, name, id, "armed")
          and matches(m, e, kind, name)
        then
          fx_set(kind, name, id, "armed", true)
        elseif
          phase == "ends"
          and m.at == event
          and (m.after == nil or fx_get(kind, name, id, "armed"))
          and matches(m, e, kind, name)
        then
          end_effect(kind, name, id, m.text)
        end
      end
    end
  end
end
effects_while = function()
  local list = var_get("game", nil, "effect_while")
  if list == nil then return end
  for _, entry in ipairs(split(list)) do
    local key, id = entry:match("^(.*)|(.*)$")
    local kind, name = holder_from_key(key)
    local c = fx_get(kind, name, id, "while")
    if c and CONDITIONS[c] and not condition_holds(c, kind, name) then
      end_effect(kind, name, id, "no longer " .. CONDITIONS[c].text)
    end
  end
end

local host = {}

--- Makes `ctx` (a table the engine made for one game, see `run` above) the run context: the
--- engine calls it whenever the game whose state the kernel holds is another than the one that
--- ran last, or its state was restored. `delta` says what differs between the state the caches
--- were built on and the new one (engine.rs, `state_delta`): only that is forgotten, as a bot's
--- forks of one position share nearly everything. Without `delta` everything is forgotten.
function host.activate(ctx, delta)
  run = ctx
  local keep = delta and delta.keep or 0
  -- Card instances past `keep` or whose card differs. Past a few missing ids a walk would
  -- cost more than starting again (and a script may have asked for a proxy of any id).
  local card_vars = var_cache.card
  if card_odd or card_max > keep + 64 then
    instance_card, card_metas, card_proxies = {}, {}, {}
    card_max, card_odd = 0, false
    var_cache.card = nil
  else
    local gone = delta and delta.cards or {}
    for id = keep + 1, card_max do
      gone[#gone + 1] = id
    end
    if card_max > keep then card_max = keep end
    for _, id in ipairs(gone) do
      instance_card[id], card_metas[id], card_proxies[id] = nil, nil, nil
      if card_vars ~= nil then card_vars[id] = nil end
    end
  end
  board_cells, board_markers = {}, {}
  if delta == nil then
    var_cache, holders, card_lists = {}, {}, {}
    forget_figure_vars()
    forget_scope_vars()
    return
  end
  local vars = delta.vars
  for i = 1, #vars, 3 do
    local name = vars[i + 1]
    if name == false then name = nil end
    forget_var(vars[i], name, vars[i + 2])
  end
  if delta.holders then
    holders, card_lists = {}, {}
  end
  for _, id in ipairs(delta.moved or {}) do
    positions[id] = nil
    local v = fig_vars[id]
    if v ~= nil then
      v.at, v.on_board = nil, nil
    end
  end
  if delta.occupants then ids_at = {} end
  -- Kept: the figures' proxies and lists by side (a script state's figures are its
  -- scenario's, fixed; a proxy holds only its id, which scripts cannot overwrite) and the
  -- board's size (fixed by the scenario).
end

--- A new, empty run context for a game.
function host.new_context() return { deferred = {}, depth = 0, owner = nil, pending = nil } end

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
  if name == "play" then
    f = RULES_PLAY
  else
    f = STEPS[name]
  end
  if f == nil then error("the rules have no step `" .. tostring(name) .. "`") end
  return step_done(raw_xpcall(f, at_script_line, game, args, pick))
end

--- A reaction window's probe (game.reactions' `holds`): whether the window still holds.
function host.run_probe(name, args)
  local f = STEPS[name]
  if f == nil then error("the rules have no step `" .. tostring(name) .. "`") end
  return f(game, args)
end

--- For tests: the first entry of the caches that differs from what the kernel answers now
--- (a description), or nil when every cached value is current. host.activate keeps what two
--- games share, so a missed difference would show here.
function host.stale_caches()
  local function same_list(a, b)
    if #a ~= #b then return false end
    for i = 1, #a do
      if a[i] ~= b[i] then return false end
    end
    return true
  end
  local function name_of(n)
    if n == NIL then return nil end
    return n
  end
  for id, vars in next, fig_vars do
    for k, v in next, vars do
      local now
      if k == "at" then
        now = kernel.where(id)
      elseif k == "on_board" then
        now = kernel.where(id) ~= nil
      else
        now = kernel.get("figure", id, k)
      end
      if now ~= v then return "figure " .. id .. " " .. k end
    end
  end
  for id, nils in next, fig_nils do
    for k in next, nils do
      if kernel.get("figure", id, k) ~= nil then return "figure " .. id .. " " .. k .. " (nil)" end
    end
  end
  for id, at in next, positions do
    if (kernel.where(id) or false) ~= at then return "where " .. id end
  end
  for at, ids in next, ids_at do
    if not same_list(ids, kernel.figures_at(at)) then return "figures at " .. at end
  end
  for kind, by_name in next, scope_vars do
    for n, t in next, by_name do
      for k, v in next, t do
        if kernel.get(kind, name_of(n), k) ~= v then return kind .. " " .. tostring(name_of(n)) .. " " .. k end
      end
    end
  end
  for kind, by_name in next, scope_nils do
    for n, t in next, by_name do
      for k in next, t do
        if kernel.get(kind, name_of(n), k) ~= nil then
          return kind .. " " .. tostring(name_of(n)) .. " " .. k .. " (nil)"
        end
      end
    end
  end
  for kind, by_name in next, var_cache do
    for n, t in next, by_name do
      for k, v in next, t do
        if v == NIL then v = nil end
        if kernel.get(kind, name_of(n), k) ~= v then return kind .. " " .. tostring(name_of(n)) .. " " .. k end
      end
    end
  end
  for id, cid in next, instance_card do
    if kernel.card(id).card ~= cid then return "card #" .. id end
  end
  for id, m in next, card_metas do
    local cid = rawget(m.__index, "card")
    if cid ~= nil and kernel.card(id).card ~= cid then return "card #" .. id .. " (proxy)" end
  end
  for id, h in next, holders do
    local kind, name = kernel.holder(id)
    if h[1] ~= kind or h[2] ~= name then return "holder of #" .. id end
  end
  for k, by_name in next, card_lists do
    for n, ids in next, by_name do
      local kind, name = k, n
      if kind == "" then kind = nil end
      if name == "" then name = nil end
      if not same_list(ids, kernel.cards(kind, name)) then return "cards of " .. k .. " " .. n end
    end
  end
  return nil
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
  for event in pairs(def.on or {}) do
    events[#events + 1] = event
  end
  kernel.define_handlers(id, events)
  for _, m in next, card_metas do
    if rawget(m.__index, "card") == id then rawset(m.__index, "def", def) end
  end
  return nil
end

function host.set_kinds(list)
  KINDS = {}
  for _, k in ipairs(list) do
    KINDS[k] = true
  end
end

function host.set_events(list)
  EVENTS = {}
  for _, k in ipairs(list) do
    EVENTS[k] = true
  end
end

function host.card_ids()
  local out = {}
  for id in pairs(defs) do
    out[#out + 1] = id
  end
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
-- Scripts' `rawset` refuses the tables whose metatables answer these: the proxies.
guard_proxies(host.public_metas)

host.safe_pcall = safe_pcall
host.guarded = guarded
host.game = game
return host
