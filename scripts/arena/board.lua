-- Arena board queries (ATC 3.3, 4.3.3, 6): squares, distance, adjacency, vision, terrain from the
-- scenario's markers, door tiles, obstacles, and combatant lists. Squares are strings ("c4").

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, type, tostring, tonumber, table = ipairs, pairs, type, tostring, tonumber, table

local board = {}

local LETTERS = "abcdefghijklmnopqrstuvwxyz"

-- Every square name of a board up to 26 x 64 and its coordinates, made once as the module
-- loads and only read afterwards (the AI converts squares millions of times a game; a table
-- read is a tenth of a pattern match). Other names go the long way.
local XS, YS, NAMES = {}, {}, {}
for y = 1, 64 do
  for x = 1, 26 do
    local at = LETTERS:sub(x, x) .. tostring(y)
    XS[at], YS[at], NAMES[y * 32 + x] = x, y, at
  end
end

--- "c4" -> 3, 4 (column, row; 1-based). Single-letter columns (boards up to 26 wide).
function board.xy(at)
  local x = XS[at]
  if x ~= nil then return x, YS[at] end
  local c, r = at:match("^(%a)(%d+)$")
  return LETTERS:find(c, 1, true), tonumber(r)
end

function board.sq(x, y) return (x >= 1 and x <= 26 and NAMES[y * 32 + x]) or (LETTERS:sub(x, x) .. tostring(y)) end

--- Board width and height: the kernel's when it knows, else the scenario's `size: [w, h]`,
--- else 24x16 (ATC 1).
function board.size(game)
  local size = game.board_size
  if size then
    local w, h = size()
    if h ~= nil then return w, h end
    if type(w) == "table" then return w.width or w[1], w.height or w[2] end
    return w, h
  end
  local s = game.scenario.size
  if type(s) == "table" then return s[1], s[2] end
  return 24, 16
end

function board.inside(game, x, y)
  local w, h = board.size(game)
  return x >= 1 and y >= 1 and x <= w and y <= h
end

--- Chebyshev distance, excluding the own square (ATC 4.3.3.2).
function board.distance(a, b)
  -- The table reads of board.xy inlined: the AI measures distances millions of times a game.
  local ax, ay, bx, by = XS[a], YS[a], XS[b], YS[b]
  if ax == nil then
    ax, ay = board.xy(a)
  end
  if bx == nil then
    bx, by = board.xy(b)
  end
  local dx, dy = ax - bx, ay - by
  if dx < 0 then dx = -dx end
  if dy < 0 then dy = -dy end
  return dx > dy and dx or dy
end

--- The 8 neighbours of a square inside the board (no barrier test).
function board.neighbours(game, at) return board.around(game, at, {}, 0) end

--- Appends the 8 neighbours of `at` inside the board to `out` after its first `n` entries, in
--- rows from the top, each from the left; returns `out`. The AI lists neighbours at nearly
--- every square it weighs: no call but the board's size, names read from the table above.
function board.around(game, at, out, n)
  local x, y = XS[at], YS[at]
  if x == nil then
    x, y = board.xy(at)
  end
  local w, h = board.size(game)
  local x0, x1 = x > 1 and x - 1 or 1, x < w and x + 1 or w
  local y0, y1 = y > 1 and y - 1 or 1, y < h and y + 1 or h
  for ny = y0, y1 do
    for nx = x0, x1 do
      if nx ~= x or ny ~= y then
        n = n + 1
        out[n] = (nx <= 26 and NAMES[ny * 32 + nx]) or board.sq(nx, ny)
      end
    end
  end
  return out
end

--- Two squares touching (side or corner): adjacency for reactions, mob, melee (ATC 3.3.1).
function board.adjacent(game, a, b) return a ~= b and board.distance(a, b) == 1 end

--- What the kernel's board holds on a square: "space", "blocking" or "gap".
function board.cell(game, at)
  if game.cell then return game.cell(at) end
  return "space"
end

--- Flips team `side`'s token to "No Special" (a special attack, heroic action, scroll, flask
--- or First Aid was used), unless a co-op Daydream quest says those never flip it (ATC 11.3:
--- "Special Attacks, Heroic Action, Scrolls, Flasks and First Aid do not flip your Team Token").
function board.flip_token(game, side)
  if game.vars.token_free then return end
  game.side(side).special_ready = false
end

--- A square a combatant may ever stand on (not a wall, closed door or gap).
function board.walkable(game, at)
  local x, y = board.xy(at)
  if not board.inside(game, x, y) then return false end
  return board.cell(game, at) == "space"
end

--- Vision (ATC 4.3.3.3): figures, obstacles and terrain never block.
function board.sees(game, a, b)
  if a == b then return true end
  return game.los(a, b)
end

--- The scenario's marker on a square (a one-character string) or nil.
function board.marker(game, at)
  if game.marker then return game.marker(at) end
  return nil
end

--- The tile kind a square's marker stands for (`markers:` key), or nil.
function board.tile(game, at)
  local m = board.marker(game, at)
  if m == nil then return nil end
  local map = game.scenario.markers or {}
  return map[m]
end

--- The marker character the scenario's `markers:` key gives tile kind `kind`, or nil.
function board.marker_for(game, kind)
  for ch, k in pairs(game.scenario.markers or {}) do
    if k == kind then return ch end
  end
  return nil
end

local TERRAIN = {
  lava = "lava",
  spikes = "lava",
  swamp = "swamp",
  ruins = "swamp",
  altar = "altar",
  portal = "portal",
  stairs = "stairs",
}

--- The terrain on a square: "lava" (also spikes), "swamp" (also ruins), "altar", "portal",
--- "stairs", or nil. Tiles placed during the set-up (competitive placement, draft.lua) are game
--- vars `terrain SQ` = kind, read before the diagram's markers.
function board.terrain(game, at)
  local t = game.vars["terrain " .. at] or board.tile(game, at)
  return t and TERRAIN[t] or nil
end

--- Terrain kinds on the two squares a diagonal step from `a` to `b` passes the corner of
--- (ATC 3.3.2 "Movement Restrictions"): a set {lava = true, swamp = true}.
function board.corner_terrain(game, a, b)
  local ax, ay = board.xy(a)
  local bx, by = board.xy(b)
  local out = {}
  if ax == bx or ay == by then return out end
  for _, s in ipairs({ board.sq(ax, by), board.sq(bx, ay) }) do
    local t = board.terrain(game, s)
    if t then out[t] = true end
  end
  return out
end

--- Whether a figure counts as a combatant (not an obstacle, not dead/off the board).
function board.is_combatant(f) return f.side ~= "scenery" end

--- Combatants, filtered: `{side = "white", enemy_of = f, ally_of = f}`; living ones unless
--- `alive = false` (all) or `dead = true` (only the dead).
function board.combatants(game, filter)
  filter = filter or {}
  local out = {}
  -- Sides first (a proxy's side is a plain read), then the variables (each a lookup): the AI
  -- asks this at nearly every step it weighs.
  local enemy_side = filter.enemy_of and filter.enemy_of.side
  local ally_side = filter.ally_of and filter.ally_of.side
  local dead, alive = filter.dead, filter.alive
  for _, f in ipairs(game.figures(filter.side and { side = filter.side } or nil)) do
    local side = f.side
    if
      side ~= "scenery"
      and (enemy_side == nil or side ~= enemy_side)
      and (ally_side == nil or side == ally_side)
      and f.hp ~= nil
    then
      local keep = true
      if dead then
        keep = f.dead == true
      elseif alive ~= false then
        keep = f.on_board and not f.dead
      end
      if keep then out[#out + 1] = f end
    end
  end
  return out
end

--- The living combatant standing on a square, or nil.
function board.combatant_at(game, at)
  for _, f in ipairs(game.figures({ at = at })) do
    if f.side ~= "scenery" and not f.dead then return f end
  end
  return nil
end

--- The obstacle figure on a square, or nil.
function board.obstacle_at(game, at)
  for _, f in ipairs(game.figures({ at = at })) do
    if f.side == "scenery" then return f end
  end
  return nil
end

--- Whether anyone (combatant or obstacle) stands there.
function board.occupied(game, at) return #game.figures({ at = at }) > 0 end

--- Living enemies adjacent to `f` (the same square's neighbours).
function board.enemies_adjacent(game, f, at)
  at = at or f.at
  local out = {}
  for _, e in ipairs(board.combatants(game, { enemy_of = f })) do
    if board.adjacent(game, at, e.at) then out[#out + 1] = e end
  end
  return out
end

function board.allies_adjacent(game, f, at)
  at = at or f.at
  local out = {}
  for _, a in ipairs(board.combatants(game, { ally_of = f })) do
    if a ~= f and board.adjacent(game, at, a.at) then out[#out + 1] = a end
  end
  return out
end

--- Whether an attack definition is ranged (range > 2 unless `ranged` says; ATC 4.3.3.2).
function board.is_ranged(def)
  if def.ranged ~= nil then return def.ranged end
  return (def.range or 1) > 2
end

--- The 3x3 area around a central square (inside the board).
function board.area(game, cs) return board.around(game, cs, { cs }, 1) end

local DIRS = { { 0, -1 }, { 1, -1 }, { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 } }

--- The 8 straight lines from a square (rook and bishop), each a list of squares going out, up
--- to `range` squares and stopping at the board's edge or a barrier.
function board.lines(game, from, range)
  local x, y = board.xy(from)
  local out = {}
  for _, d in ipairs(DIRS) do
    local line = {}
    for k = 1, range or 24 do
      local nx, ny = x + d[1] * k, y + d[2] * k
      if not board.inside(game, nx, ny) then break end
      local s = board.sq(nx, ny)
      if not board.walkable(game, s) then break end
      line[#line + 1] = s
    end
    if #line > 0 then out[#out + 1] = line end
  end
  return out
end

--- Portal tiles: 4-connected groups of portal squares; returns the group index of a square.
function board.portal_group(game, at)
  if board.terrain(game, at) ~= "portal" then return nil end
  -- Flood fill, then name the group by its smallest square (stable without state).
  local seen, stack, best = { [at] = true }, { at }, at
  while #stack > 0 do
    local s = table.remove(stack)
    if s < best then best = s end
    local x, y = board.xy(s)
    for _, d in ipairs({ { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } }) do
      local nx, ny = x + d[1], y + d[2]
      if board.inside(game, nx, ny) then
        local n = board.sq(nx, ny)
        if not seen[n] and board.terrain(game, n) == "portal" then
          seen[n] = true
          stack[#stack + 1] = n
        end
      end
    end
  end
  return best
end

--- Every portal square of the board (scanned once per call).
function board.portal_squares(game)
  local w, h = board.size(game)
  local out = {}
  for y = 1, h do
    for x = 1, w do
      local s = board.sq(x, y)
      if board.terrain(game, s) == "portal" then out[#out + 1] = s end
    end
  end
  return out
end

-- Doors (ATC 6.1.2) -------------------------------------------------------------------------
-- Game variables: `door SQ` = tile number; `door_hp N`, `door_locked N`, `door_open N`,
-- `door_squares N` (space-separated squares), `doors` = how many tiles.

--- Sets up door tiles from the `door_tiles:` key and every square whose marker maps to door or
--- locked_door; blocks their squares (game.set_blocking).
function board.setup_doors(game)
  local n = 0
  local function add(squares, hp, locked)
    n = n + 1
    for _, s in ipairs(squares) do
      game.vars["door " .. s] = n
    end
    game.vars["door_squares " .. n] = table.concat(squares, " ")
    game.vars["door_hp " .. n] = hp or (#squares >= 2 and 30 or 20)
    game.vars["door_locked " .. n] = locked == true
  end
  for _, t in ipairs(game.scenario.door_tiles or {}) do
    local sq = t.at
    if type(sq) == "string" then sq = { sq } end
    add(sq, t.hp, t.locked)
  end
  local w, h = board.size(game)
  if game.marker then
    for y = 1, h do
      for x = 1, w do
        local s = board.sq(x, y)
        local t = board.tile(game, s)
        if (t == "door" or t == "locked_door") and game.vars["door " .. s] == nil then
          add({ s }, nil, t == "locked_door")
        end
      end
    end
  end
  game.vars.doors = n
  if game.set_blocking then
    for i = 1, n do
      for s in game.vars["door_squares " .. i]:gmatch("%S+") do
        game.set_blocking(s, true)
      end
    end
  end
end

--- Adds a door tile at runtime (a tile placed during the set-up): its squares become barriers
--- until it is opened or destroyed. Returns the tile number.
function board.add_door(game, squares, hp, locked)
  local n = (game.vars.doors or 0) + 1
  game.vars.doors = n
  for _, s in ipairs(squares) do
    game.vars["door " .. s] = n
  end
  game.vars["door_squares " .. n] = table.concat(squares, " ")
  game.vars["door_hp " .. n] = hp or (#squares >= 2 and 30 or 20)
  game.vars["door_locked " .. n] = locked == true
  if game.set_blocking then
    for _, s in ipairs(squares) do
      game.set_blocking(s, true)
    end
  end
  return n
end

--- The closed door tile number on a square, or nil.
function board.door_at(game, at)
  local n = game.vars["door " .. at]
  if n and not game.vars["door_open " .. n] then return n end
  return nil
end

--- Opens (or destroys) door tile n: every square becomes a space again.
function board.open_door(game, n, by, destroyed)
  game.vars["door_open " .. n] = true
  local first
  for s in game.vars["door_squares " .. n]:gmatch("%S+") do
    first = first or s
    if game.set_blocking then game.set_blocking(s, false) end
  end
  game.emit("door_opened", { figure = by, at = first, destroyed = destroyed == true, detail = first })
end

return board
