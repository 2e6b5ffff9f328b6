-- Library guards of the sandbox (see core/src/script/host.rs), run once per script state
-- before any script, over the safe standard library every script shares.
--
-- The count hook sees Lua instructions, not the work one call into the C library does: a
-- loop inside `string.rep`, `table.insert`, `table.concat` or a backtracking pattern runs to
-- its end however long it takes. Each function here either charges the budget for that work
-- before the C function does it (`pay`, in instructions), or does the work in Lua, where the
-- hook counts it. What allocates is charged by the allocator (host.rs, alloc.rs).
--
-- Determinism: a script sees nothing that differs between two processes. Lua's own `next`
-- walks tables in an order salted per process, and `tostring` and `%p` print addresses, so
-- `next` answers in `pairs`' sorted order and neither shows an address. Finalizers (`__gc`)
-- and weak tables (`__mode`) would run or change when the collector gets to them: a
-- metatable may not have them.

local charge, raw_meta, FROZEN, c_next = ...

local type, error, select, tonumber, math_type = type, error, select, tonumber, math.type
local raw_get, raw_set, raw_next = rawget, rawset, next
local getmetatable, setmetatable_raw, raw_tostring = getmetatable, setmetatable, tostring
local floor, log = math.floor, math.log
local sort, concat, insert, remove, move, unpack =
  table.sort, table.concat, table.insert, table.remove, table.move, table.unpack
local rep, find, match, gmatch, gsub, byte, format, sub, char = string.rep, string.find,
  string.match, string.gmatch, string.gsub, string.byte, string.format, string.sub, string.char
local pcall, ipairs = pcall, ipairs
local ulen, uoffset, ucodepoint = utf8.len, utf8.offset, utf8.codepoint

-- Work a library call may do without being charged: about what one instruction costs.
local FREE = 64

local function pay(n)
  if n > FREE then charge(n) end
end

local function len_of(s)
  local t = type(s)
  if t == "string" then return #s end
  if t == "number" then return 24 end
  return 0
end

-- Strings -----------------------------------------------------------------------------------

function string.rep(s, n, sep)
  -- Lua's own loop spins n times to build an empty string; every other case allocates
  -- what it builds, and the allocator charges that.
  if s == "" and (sep == nil or sep == "") then
    local k = tonumber(n)
    if k ~= nil and k > 1 and k == floor(k) then n = 1 end
  end
  return rep(s, n, sep)
end

-- How many pattern items can make the matcher backtrack: an item of varying length (`*`, `+`,
-- `-`, `?`) is tried at every length unless it is the last, or the item after it must match
-- at once a character it cannot (`[^|]*|`, `%S+ `), which stops it; `%b` and back references
-- always count.
local function set_end(p, i) -- `i` at a `[`; returns the index after its `]`
  local m = #p
  i = i + 1
  if byte(p, i) == 94 then i = i + 1 end
  repeat
    if byte(p, i) == 37 then i = i + 1 end
    i = i + 1
  until i > m or byte(p, i) == 93
  return i + 1
end

local function items_of(p)
  local list, i, m = {}, 1, #p
  if byte(p, 1) == 94 then i = 2 end
  while i <= m do
    local c = byte(p, i)
    if c == 40 or c == 41 or (c == 36 and i == m) then
      i = i + 1
    elseif c == 37 and byte(p, i + 1) == 102 then
      i = set_end(p, i + 2) -- a frontier matches no character
    else
      local j, always = i + 1, false
      if c == 37 then
        local d = byte(p, i + 1)
        if d == 98 then
          j, always = i + 4, true
        else
          j, always = i + 2, d ~= nil and d >= 48 and d <= 57
        end
      elseif c == 91 then
        j = set_end(p, i)
      end
      local q = byte(p, j)
      if q == 42 or q == 43 or q == 45 or q == 63 then
        list[#list + 1] = { class = sub(p, i, j - 1), q = q, always = always }
        i = j + 1
      else
        list[#list + 1] = { class = sub(p, i, j - 1), always = always }
        i = j
      end
    end
  end
  return list
end

-- Can one character match both classes?
local function overlap(a, b)
  if a == "." or b == "." then return true end
  local ok = pcall(find, "", "^" .. a)
  if not ok or not pcall(find, "", "^" .. b) then return true end
  for c = 0, 255 do
    local ch = char(c)
    if find(ch, "^" .. a) and find(ch, "^" .. b) then return true end
  end
  return false
end

local function varying_items(p)
  local list, k = items_of(p), 0
  for i, it in ipairs(list) do
    local nxt = list[i + 1]
    if it.always then
      k = k + 1
    elseif it.q and nxt then
      local stops = not nxt.always and (nxt.q == nil or nxt.q == 43) and not overlap(it.class, nxt.class)
      if not stops then k = k + 1 end
    end
  end
  return k
end

-- The pattern analysis of recent patterns (a pure function of the pattern text).
local ITEMS, cached = {}, 0

-- A bound on the steps the matcher may take on a subject of `n` bytes: at each start, the
-- ways `k` varying items can share the subject, C(n + k, k).
local function pattern_cost(n, p, plain, anchors)
  -- `ITEMS[p]`: the pattern's varying items, or -1 when it has no special character (found
  -- as plain text).
  local k = ITEMS[p]
  if k == nil then
    if type(p) ~= "string" then return 0 end
    k = find(p, "[%^%$%*%+%?%.%(%)%[%]%%%-]") and varying_items(p) or -1
    if cached > 512 then ITEMS, cached = {}, 0 end
    ITEMS[p] = k
    cached = cached + 1
  end
  if plain or k < 0 then return n * #p / 8 end
  local ways = 1
  for i = 1, k do
    ways = ways * (n + i) / i
    if ways > 1e15 then break end
  end
  if anchors and byte(p, 1) == 94 then return ways + n * #p / 8 end
  return (n + 1) * ways + n * #p / 8
end

local function pattern_work(s, p, plain, anchors)
  if type(s) ~= "string" then return 0 end
  return pattern_cost(#s, p, plain, anchors)
end

-- More than this is refused outright: far beyond any budget, and the charge would not say why.
local TOO_COMPLEX = 1e12

-- The longest subject a pattern may match without a charge, by pattern and mode (plain find,
-- anchored, unanchored): `pattern_cost` grows with the subject's length, so a subject no
-- longer than this is matched at once, with no estimate (most calls: short addresses and keys,
-- matched again and again). Kept for recent patterns only, like ITEMS.
local FREE_PLAIN, FREE_ANCHORED, FREE_LOOSE, free_cached = {}, {}, {}, 0

local function free_len(p, plain, anchors)
  local n = -1
  if pattern_cost(0, p, plain, anchors) <= FREE then
    -- The longest free length by halving [lo, hi], at most FREE * 8 bytes (past that the
    -- linear term of a one-byte pattern alone is over FREE).
    local lo, hi = 0, FREE * 8
    while lo < hi do
      local mid = (lo + hi + 1) // 2
      if pattern_cost(mid, p, plain, anchors) <= FREE then
        lo = mid
      else
        hi = mid - 1
      end
    end
    n = lo
  end
  if free_cached > 512 then FREE_PLAIN, FREE_ANCHORED, FREE_LOOSE, free_cached = {}, {}, {}, 0 end
  local by_p = plain and FREE_PLAIN or (anchors and FREE_ANCHORED or FREE_LOOSE)
  by_p[p] = n
  free_cached = free_cached + 1
end

local function guard_pattern(fname, s, p, plain, anchors)
  local w = pattern_work(s, p, plain, anchors)
  if w > FREE then
    if w > TOO_COMPLEX then
      error(format(
        "bad argument #2 to '%s' (pattern too complex for a subject of %d bytes: its repeated items could backtrack for ever; split the text first or use fewer `*`, `+`, `-`, `?`)",
        fname, #s), 3)
    end
    charge(w / 4)
  end
  -- Remembered once per pattern and mode (a subject longer than that comes back here).
  if type(p) == "string" and (plain and FREE_PLAIN or (anchors and FREE_ANCHORED or FREE_LOOSE))[p] == nil then
    free_len(p, plain, anchors)
  end
end

function string.find(s, p, init, plain)
  if type(s) == "string" then
    local n = (plain and FREE_PLAIN or FREE_ANCHORED)[p]
    if n ~= nil and #s <= n then return find(s, p, init, plain) end
  end
  guard_pattern("find", s, p, plain, true)
  return find(s, p, init, plain)
end

function string.match(s, p, init)
  if type(s) == "string" then
    local n = FREE_ANCHORED[p]
    if n ~= nil and #s <= n then return match(s, p, init) end
  end
  guard_pattern("match", s, p, false, true)
  return match(s, p, init)
end

function string.gmatch(s, p, init)
  if type(s) == "string" then
    local n = FREE_LOOSE[p]
    if n ~= nil and #s <= n then return gmatch(s, p, init) end
  end
  guard_pattern("gmatch", s, p, false, false)
  return gmatch(s, p, init)
end

function string.gsub(s, p, r, n)
  if type(s) == "string" then
    local m = FREE_ANCHORED[p]
    if m ~= nil and #s <= m then return gsub(s, p, r, n) end
  end
  guard_pattern("gsub", s, p, false, true)
  return gsub(s, p, r, n)
end

function string.byte(s, i, j)
  if j ~= nil then pay(len_of(s)) end
  return byte(s, i, j)
end

function utf8.len(s, i, j, lax)
  pay(len_of(s) / 8)
  return ulen(s, i, j, lax)
end

function utf8.offset(s, n, i)
  pay(len_of(s) / 8)
  return uoffset(s, n, i)
end

function utf8.codepoint(s, i, j, lax)
  if j ~= nil then pay(len_of(s)) end
  return ucodepoint(s, i, j, lax)
end

-- `tostring` without addresses ("table", not "table: 0x55d4…").
local function shown(v)
  local s = raw_tostring(v)
  local t = type(v)
  if t ~= "string" and t ~= "number" and t ~= "boolean" and t ~= "nil" then
    local name = match(s, "^(.-): 0x%x+$") or match(s, "^(.-): %x+$")
    if name then return name end
  end
  return s
end
tostring = shown

function string.format(fmt, ...)
  if type(fmt) == "string" and find(fmt, "%", 1, true) then
    pay(#fmt)
    if find((gsub(fmt, "%%%%", "")), "%%[-+ #0-9.]*p") then
      error("bad argument #1 to 'format' (`%p` shows a memory address, which differs between processes)", 2)
    end
    local n = select("#", ...)
    for i = 1, n do
      local t = type((select(i, ...)))
      if t == "table" or t == "function" or t == "thread" or t == "userdata" then
        local args = { ... }
        for j = i, n do
          local tj = type(args[j])
          if tj == "table" or tj == "function" or tj == "thread" or tj == "userdata" then
            args[j] = shown(args[j])
          end
        end
        return format(fmt, unpack(args, 1, n))
      end
    end
  end
  return format(fmt, ...)
end

-- Tables --------------------------------------------------------------------------------------

local function count(_, i, j)
  if type(i) == "number" and type(j) == "number" and j >= i then pay(j - i + 1) end
end

function table.concat(t, sep, i, j)
  if type(t) ~= "table" then return concat(t, sep, i, j) end
  -- The length is asked once, here: C would ask again, and a `__len` may answer otherwise.
  i = i or 1
  if j == nil then j = #t end
  count(t, i, j)
  return concat(t, sep, i, j)
end

function table.unpack(t, i, j)
  if type(t) ~= "table" then return unpack(t, i, j) end
  i = i or 1
  if j == nil then j = #t end
  count(t, i, j)
  return unpack(t, i, j)
end

function table.move(a1, f, e, t, a2)
  count(a1, f, e)
  return move(a1, f, e, t, a2)
end

local function position(pos, arg, fname)
  local p = math_type(pos) == "integer" and pos or (tonumber(pos) and math.tointeger(tonumber(pos)))
  if p == nil then
    error(format("bad argument #%d to '%s' (number has no integer representation)", arg, fname), 3)
  end
  return p
end

-- Tables with a metatable have their loops in Lua (the hook counts them, `__len` is asked
-- once); plain ones keep C's, charged by their length.
function table.insert(t, ...)
  local nargs = select("#", ...)
  if nargs ~= 2 or type(t) ~= "table" then return insert(t, ...) end
  local pos, v = ...
  if raw_meta(t) == nil then
    if type(pos) == "number" then pay(#t - pos) end
    return insert(t, pos, v)
  end
  local e = #t + 1
  pos = position(pos, 2, "insert")
  if pos < 1 or pos > e then error("bad argument #2 to 'insert' (position out of bounds)", 2) end
  for i = e, pos + 1, -1 do t[i] = t[i - 1] end
  t[pos] = v
end

function table.remove(t, pos)
  if type(t) ~= "table" or pos == nil then return remove(t, pos) end
  if raw_meta(t) == nil then
    if type(pos) == "number" then pay(#t - pos) end
    return remove(t, pos)
  end
  local size = #t
  pos = position(pos, 2, "remove")
  if pos ~= size and (pos < 1 or pos > size + 1) then
    error("bad argument #2 to 'remove' (position out of bounds)", 2)
  end
  local v = t[pos]
  while pos < size do
    t[pos] = t[pos + 1]
    pos = pos + 1
  end
  t[pos] = nil
  return v
end

-- Lua's own sort picks random pivots (from the clock) on long arrays whose partitions come
-- out uneven: which equal elements end up first, and how many times a comparator runs, would
-- differ between two runs. Arrays longer than that threshold are merge-sorted here: stable,
-- and the same in every process.
local RANLIMIT = 100

local function merge_sort(a, n, lt)
  local b = {}
  local width = 1
  while width < n do
    local i = 1
    while i <= n do
      local mid, hi = i + width, i + 2 * width
      if mid > n + 1 then mid = n + 1 end
      if hi > n + 1 then hi = n + 1 end
      local l, r, k = i, mid, i
      while l < mid and r < hi do
        if lt(a[r], a[l]) then
          b[k], r = a[r], r + 1
        else
          b[k], l = a[l], l + 1
        end
        k = k + 1
      end
      while l < mid do b[k], l, k = a[l], l + 1, k + 1 end
      while r < hi do b[k], r, k = a[r], r + 1, k + 1 end
      i = hi
    end
    a, b = b, a
    width = width * 2
  end
  return a
end

local function less(x, y) return x < y end

function table.sort(t, f)
  if type(t) ~= "table" or (f ~= nil and type(f) ~= "function") then return sort(t, f) end
  local plain = raw_meta(t) == nil
  local n = #t
  if plain and n <= RANLIMIT then
    if n > 8 then pay(n * log(n, 2)) end
    return sort(t, f)
  end
  -- A table with a metatable has its length asked once and is sorted in a plain copy.
  local copy = {}
  for i = 1, n do copy[i] = t[i] end
  if n <= RANLIMIT then
    sort(copy, f)
  else
    copy = merge_sort(copy, n, f or less)
  end
  for i = 1, n do t[i] = copy[i] end
end

-- Iteration in one order everywhere ------------------------------------------------------------

-- A table's keys in order: numbers, then strings, then false and true. Each kind is sorted by
-- C (no Lua comparator runs), so how much work it takes does not depend on the order Lua's
-- own `next` visits them in, which differs between processes.
local function sorted_keys(t)
  local nums, strs, n_nums, n_strs, f, tr = {}, {}, 0, 0, false, false
  for k in c_next, FROZEN[t] or t do
    local ty = type(k)
    if ty == "number" then
      n_nums = n_nums + 1
      nums[n_nums] = k
    elseif ty == "string" then
      n_strs = n_strs + 1
      strs[n_strs] = k
    elseif k == false then
      f = true
    elseif k == true then
      tr = true
    else
      error("a table whose keys are " .. ty .. "s has no order that is the same in every process: iterate a list of them instead", 3)
    end
  end
  local n = n_nums + n_strs
  if n > 8 then pay(n * log(n, 2)) end
  sort(nums)
  sort(strs)
  move(strs, 1, n_strs, n_nums + 1, nums)
  if f then n = n + 1; nums[n] = false end
  if tr then n = n + 1; nums[n] = true end
  return nums, n
end

-- `next` is Lua's own, on a frozen table's backing: its order follows the string hashes,
-- whose seed is fixed at build time (.cargo/config.toml), so it is the same in every process.
-- Keys that are tables or functions hash by address: a walk that meets one is refused.
local BY_ADDRESS = { table = true, ["function"] = true, userdata = true, thread = true }

function next(t, k)
  local key, v = c_next(FROZEN[t] or t, k)
  if BY_ADDRESS[type(key)] then
    error("a table whose keys are " .. type(key) .. "s has no order that is the same in every process: iterate a list of them instead", 2)
  end
  return key, v
end

function pairs(t)
  local keys = sorted_keys(t)
  local i = 0
  return function()
    i = i + 1
    local k = keys[i]
    if k ~= nil then return k, t[k] end
  end, t, nil
end

-- Metatables without finalizers or weak modes -----------------------------------------------

local function refused(k)
  return k == "__gc" or k == "__mode"
end

local SEALED = setmetatable_raw({}, { __mode = "k" })
local function refuse_key(k, level)
  error("a metatable may not get `" .. k .. "`: finalizers and weak tables depend on when memory is collected, which differs between processes", level)
end
local function sealed_newindex(mt, k, v)
  if refused(k) then refuse_key(k, 3) end
  raw_set(mt, k, v)
end

local function seal(mt)
  if SEALED[mt] then return end
  local meta = raw_meta(mt)
  if meta == nil then
    setmetatable_raw(mt, { __newindex = sealed_newindex, __metatable = false })
  elseif raw_get(meta, "__newindex") == nil then
    raw_set(meta, "__newindex", sealed_newindex)
  end
  SEALED[mt] = true
end

-- Metamethods run as the card that set them ---------------------------------------------------
-- A card's handler runs under the card's own small budget, and its errors name the card. A
-- metamethod is called by whatever code touches the table, though: a card's table handed to
-- the rules (a data field, a result) would run the card's `__index` or `__lt` under the rules'
-- large budget, and an error there would blame the rules. So a metatable set while a card's
-- frame is running (a handler, a data function, the card file's top level) is copied, its
-- functions wrapped to run as that card (the prelude's `guarded`), and the card's own
-- metatable becomes read-only: a later change would not reach the copy, so it is refused.
-- `getmetatable` still answers the card's metatable (the copy's `__metatable`).

-- Set once by the prelude (`guard_metamethods`): called at each `setmetatable`, it answers
-- nil outside a card's frame, else a function that wraps a metamethod to run as that card.
local card_wrapper = function() return nil end
local OWNED = setmetatable_raw({}, { __mode = "k" }) -- copy -> the card's metatable

local CARD_METATABLES = setmetatable_raw({}, { __mode = "k" })
local function refuse_metatable_write(_, k)
  if refused(k) then refuse_key(k, 3) end
  error("cannot set `" .. shown(k) .. "`: a metatable is read-only once set on a table (the engine runs its functions as the card that set it); build it whole before calling setmetatable", 2)
end
local function metatable_len(t) return #FROZEN[t] end

-- Empties `mt` into a backing the sandbox's `next`, `pairs`, `rawget` and `rawset` read
-- (the frozen tables of host.rs), and refuses writes to it. What the backing lacks, a
-- metatable `mt` had of its own still answers.
local function freeze_metatable(mt)
  local backing, keys = {}, {}
  for k, v in raw_next, mt do
    backing[k] = v
    keys[#keys + 1] = k
  end
  for i = 1, #keys do raw_set(mt, keys[i], nil) end
  local old = raw_meta(mt)
  if old ~= nil then
    if SEALED[mt] then
      raw_set(old, "__newindex", nil)
      SEALED[mt] = nil
    end
    raw_set(old, "__metatable", nil)
    setmetatable_raw(backing, old)
  end
  setmetatable_raw(mt, { __index = backing, __newindex = refuse_metatable_write,
    __len = metatable_len, __metatable = false })
  FROZEN[mt] = backing
  CARD_METATABLES[mt] = true
end

-- The copy of `mt` a card's table gets: its functions wrapped by `wrap`.
local function card_copy(mt, wrap)
  local source = FROZEN[mt] or mt
  local copy = {}
  for k, v in raw_next, source do
    if type(v) == "function" and type(k) == "string" and sub(k, 1, 2) == "__" then
      v = wrap(v, k)
    end
    copy[k] = v
  end
  if raw_get(source, "__metatable") == nil then copy.__metatable = mt end
  OWNED[copy] = mt
  return copy
end

function setmetatable(t, mt)
  local current = type(t) == "table" and raw_meta(t) or nil
  local owned = current ~= nil and OWNED[current] or nil
  local source = type(mt) == "table" and (FROZEN[mt] or mt) or nil
  if source ~= nil then
    for _, k in ipairs({ "__gc", "__mode" }) do
      if raw_get(source, k) ~= nil then
        error("setmetatable: a metatable may not have `" .. k .. "` (finalizers and weak tables depend on when memory is collected, which differs between processes)", 2)
      end
    end
  end
  if owned ~= nil and raw_get(FROZEN[owned] or owned, "__metatable") == nil then
    -- The copy's `__metatable` is the engine's, not a protection the card asked for.
    raw_set(current, "__metatable", nil)
  end
  if source ~= nil then
    local wrap = card_wrapper()
    if wrap ~= nil then
      local copy = card_copy(mt, wrap)
      if FROZEN[mt] == nil then freeze_metatable(mt) end
      return setmetatable_raw(t, copy)
    end
    if FROZEN[mt] == nil then seal(mt) end
  end
  return setmetatable_raw(t, mt)
end

-- What `getmetatable` answers for the prelude's proxies (figures, cards, rolls, variables):
-- set once by the prelude (`guard_proxies`). A proxy holds only its id and is shared by every
-- script of the game for a while (figures and cards per run), so a field set raw on one would
-- be state outside the game that its copies lack.
local PROXY_PUBLIC = {}

function rawset(t, k, v)
  if (SEALED[t] or CARD_METATABLES[t]) and refused(k) then refuse_key(k, 3) end
  if PROXY_PUBLIC[getmetatable(t)] then
    error("cannot set `" .. shown(k) .. "` raw: this is one of the game's objects (a figure, card, roll or variables), shared by every script that reads it; set its fields plainly (`f.wounds = 2`), which keeps them in the game's state", 2)
  end
  return raw_set(t, k, v)
end

-- What the prelude keeps: Lua's own `setmetatable` (its proxies' metatables are its own), the
-- setter of `card_wrapper`, and the setter of the proxies' public metatables.
return setmetatable_raw,
  function(f) card_wrapper = f end,
  function(list)
    for _, p in ipairs(list) do
      PROXY_PUBLIC[p] = true
    end
  end
