-- Graph helpers and tokens on spaces (ODS p.6, p.11, FAQ p.17).
-- Spaces are ids of the map (scripts/ods/maps/realm.yaml); distances are breadth-first over
-- game.links (every path kind costs one travel, p.10), ties broken by space id.
-- Tokens lying on a space are stored in ONE place: the space's variables
-- (`game.space_vars(SPACE).shadow` / `.quest`, logged `set space SPACE shadow = N`).
-- Token pools (the face-down piles, p.11): game vars `pool_quest` / `pool_shadow`, comma
-- lists of labels ("hollows-3") not on the map, filled from game.map().tokens at first use.

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, type, tostring, tonumber, error, table = ipairs, type, tostring, tonumber, error, table

local M = {}

local KINDS = { quest = true, shadow = true }

local function split(s)
  local out = {}
  for x in tostring(s or ""):gmatch("[^,]+") do
    out[#out + 1] = x
  end
  return out
end
M.split = split

--- a whole number in 1..n from the seeded d6, unbiased: base-6 digits, rejection over the
--- largest multiple of n (never rolls for n = 1)
function M.random(game, n)
  if n <= 1 then return 1 end
  local digits, span = 1, 6
  while span < n do
    digits = digits + 1
    span = span * 6
  end
  local limit = span - span % n
  for _ = 1, 200 do
    local r = game.roll({ die = "d6", n = digits, explode = false })
    local v = 0
    for _, d in ipairs(r:dice()) do
      v = v * 6 + ((tonumber(tostring(d.face):match("%d+")) or 1) - 1)
    end
    if v < limit then return v % n + 1 end
  end
  return 1
end

--- ids of spaces matching {type=, tag=, number=}, sorted
function M.spaces_of(game, filter)
  filter = filter or {}
  return game.spaces({ kind = filter.type or filter.kind, tag = filter.tag, number = filter.number })
end

--- "hollows-3" of a space id (nil for a space without a number)
function M.label(game, space)
  local s = game.space(space)
  if s.number == nil then return nil end
  return s.kind .. "-" .. s.number
end

function M.by_label(game, label)
  local kind, num = tostring(label):match("^([%a_]+)%-(%d+)$")
  if not kind then return nil end
  local ids = game.spaces({ kind = kind, number = tonumber(num) })
  return ids[1]
end

--- number of travels between two spaces (nil if unreachable)
--- (the kernel's breadth-first search; paths run both ways, p.10 Travel)
function M.distance(game, a, b) return game.distances({ b }, { at = { a } })[a] end

--- the next space on a shortest path from `from` to the nearest of `targets` (a space id or a
--- list); ties (several nearest targets or several first steps) by id. nil when `from` is a
--- target or none is reachable.
function M.toward(game, from, targets)
  if type(targets) == "string" then targets = { targets } end
  local from_here = game.distances({ from })
  local best, target
  for _, t in ipairs(targets) do
    if t == from then return nil end
    local d = from_here[t]
    if d and (best == nil or d < best or (d == best and t < target)) then
      best, target = d, t
    end
  end
  if not target then return nil end
  local back = game.distances({ target }, { at = game.links(from) })
  for _, n in ipairs(game.links(from)) do
    if back[n] == best - 1 then return n end
  end
  return nil
end

--- count of `kind` tokens ("shadow"|"quest") on a space
function M.tokens(game, space, kind) return game.space_vars(space)[kind] or 0 end

function M.set_tokens(game, space, kind, n)
  assert(KINDS[kind], "board.set_tokens: unknown token kind " .. tostring(kind))
  if n <= 0 then n = nil end
  game.space_vars(space)[kind] = n
end

--- every space with at least one `kind` token, sorted
function M.token_spaces(game, kind)
  local out = {}
  for _, s in ipairs(game.spaces({})) do
    if M.tokens(game, s, kind) > 0 then out[#out + 1] = s end
  end
  return out
end

--- the face-down pile of `kind` as a list of labels (filled from the map at first use)
function M.pool(game, kind)
  local key = "pool_" .. kind
  if game.vars[key] == nil then
    local labels = ((game.map() or {}).tokens or {})[kind] or {}
    local list = {}
    for i, l in ipairs(labels) do
      list[i] = l
    end
    game.vars[key] = table.concat(list, ",")
  end
  return split(game.vars[key])
end

local function set_pool(game, kind, list) game.vars["pool_" .. kind] = table.concat(list, ",") end

--- draws a random label from the pool of `kind`; with `type`, labels of other types are drawn,
--- set aside and returned to the pile once one matches (FAQ p.17 "keep drawing"; RULES-NOTES).
--- Returns the label, or nil when no label (of that type) is left.
function M.draw_token(game, kind, type)
  local pool = M.pool(game, kind)
  local candidates = {}
  for i, l in ipairs(pool) do
    if type == nil or l:match("^([%a_]+)%-") == type then candidates[#candidates + 1] = i end
  end
  if #candidates == 0 then return nil end
  -- drawing blind until a match is the same as a uniform draw among the matching labels
  local i = candidates[M.random(game, #candidates)]
  local label = table.remove(pool, i)
  set_pool(game, kind, pool)
  return label
end

--- a token of `kind` back into its pile (a removed token that shows a label)
function M.return_token(game, kind, space)
  local label = M.label(game, space)
  if not label then return end
  local pool = M.pool(game, kind)
  pool[#pool + 1] = label
  set_pool(game, kind, pool)
end

--- places one token (emits token_placed); where = a space id, or nil / {type = T} for a
--- random draw from the pool. Returns the space, or nil when the pool had none to give.
function M.place_token(game, kind, where)
  assert(KINDS[kind], "board.place_token: unknown token kind " .. tostring(kind))
  local space
  if type(where) == "string" then
    space = where
    -- a token placed on a named space is still a token of the pile (12 quest, 18 shadow,
    -- p.4): the one showing this space's label when it is there, else any (the first)
    local label = M.label(game, space)
    local pool = M.pool(game, kind)
    if #pool == 0 then
      game.log("no " .. kind .. " token left to place")
      return nil
    end
    local at = 1
    for i, l in ipairs(pool) do
      if l == label then
        at = i
        break
      end
    end
    table.remove(pool, at)
    set_pool(game, kind, pool)
  else
    local label = M.draw_token(game, kind, where and where.type)
    if not label then
      game.log("no " .. kind .. " token left to place")
      return nil
    end
    space = M.by_label(game, label)
    if not space then error("board: token label " .. label .. " names no space of the map") end
  end
  M.set_tokens(game, space, kind, M.tokens(game, space, kind) + 1)
  game.emit("token_placed", { kind = kind, space = space, detail = kind .. " " .. space })
  return space
end

--- removes one token of `kind` from a space (emits token_removed; `by` a champion or nil);
--- returns whether there was one
function M.remove_token(game, kind, space, by)
  local n = M.tokens(game, space, kind)
  if n <= 0 then return false end
  M.set_tokens(game, space, kind, n - 1)
  game.emit("token_removed", { kind = kind, space = space, by = by, detail = kind .. " " .. space })
  return true
end

local SEATS = { p1 = true, p2 = true, p3 = true, p4 = true }
M.SEATS = { "p1", "p2", "p3", "p4" }

--- whether a figure is a champion in play (a seat's figure, on the board, not dead)
function M.is_champion(f) return SEATS[f.side] == true and f.on_board and not f.dead end

--- champions (seats p1..p4, alive) on a space, in scenario order
function M.champions_at(game, space)
  local out = {}
  for _, f in ipairs(game.figures({ at = space })) do
    if M.is_champion(f) then out[#out + 1] = f end
  end
  return out
end

--- foes (side foes) on a space, in the order they came
function M.foes_at(game, space) return game.figures({ at = space, side = "foes" }) end

--- every champion in play, in seat then scenario order
function M.champions(game)
  local out = {}
  for _, seat in ipairs(M.SEATS) do
    for _, f in ipairs(game.figures({ side = seat, on_board = true })) do
      if not f.dead then out[#out + 1] = f end
    end
  end
  return out
end

return M
