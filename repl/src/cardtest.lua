-- The Lua half of `skirmish test`: what a `*_test.lua` file sees (`test`, `expect`,
-- `expect_event`, ...). Games live in Rust; `rt` holds the Rust functions over them. Every
-- helper that can fail raises with level 2, so the message names the test file's line.
local rt = ...
local tests = {}
local current = nil -- the game the test touched last: its log is shown on failure

local function show(v, depth)
  depth = depth or 0
  if type(v) == "string" then return string.format("%q", v) end
  if type(v) ~= "table" then return tostring(v) end
  if depth > 3 then return "{...}" end
  local parts, n = {}, #v
  for i = 1, n do parts[#parts + 1] = show(v[i], depth + 1) end
  local keys = {}
  for k in pairs(v) do
    if not (math.type(k) == "integer" and k >= 1 and k <= n) then keys[#keys + 1] = k end
  end
  for _, k in ipairs(keys) do
    local name = (type(k) == "string" and k:match("^[%a_][%w_]*$")) and k or "[" .. show(k) .. "]"
    parts[#parts + 1] = name .. " = " .. show(v[k], depth + 1)
  end
  return "{" .. table.concat(parts, ", ") .. "}"
end

local function equal(a, b)
  if a == b then return true end
  if type(a) ~= "table" or type(b) ~= "table" then return false end
  for k, v in pairs(a) do if not equal(v, b[k]) then return false end end
  for k in pairs(b) do if a[k] == nil then return false end end
  return true
end

-- Errors name the innermost line of the test file (not of this prelude).
local function raise(message) error(rt.where() .. message, 0) end

local function fail(message, expected, actual)
  rt.detail(message, expected, actual)
  raise(message)
end

-- Games ------------------------------------------------------------------------------------------

local Game = {}
Game.__index = Game
Game.__tostring = function(g) return "game #" .. g.handle end

local function call(g, name, ...)
  current = g
  local ok, res = rt[name](g.handle, ...)
  if not ok then raise(res) end
  return res
end

--- Answers the pending choice by its option key ("activate zazu") or number (from 1).
function Game:choose(answer) return call(self, "choose", answer) end
--- Answers several choices in order.
function Game:play(...)
  for _, a in ipairs({ ... }) do call(self, "choose", a) end
end
--- Makes the next dice of `die` show `faces` ({"crit", "melee"} or "crit", "melee").
function Game:rig(die, faces, ...)
  if type(faces) ~= "table" then faces = { faces, ... } end
  return call(self, "rig", die, faces)
end
function Game:undo() return call(self, "undo") end
--- An independent copy of the game at this point (as bots fork to look ahead).
function Game:fork() return setmetatable({ handle = call(self, "fork") }, Game) end
--- Saves the game (as the REPL's `save` writes it) and loads it back in its place.
function Game:save_load() return call(self, "save_load") end
--- The pending choice {side, prompt, options = {keys}}, or nil.
function Game:pending() return call(self, "pending") end
function Game:prompt() local p = call(self, "pending") return p and p.prompt end
--- The keys of the pending choice's options.
function Game:options() local p = call(self, "pending") return p and p.options or {} end
function Game:offers(key)
  for _, k in ipairs(self:options()) do if k == key then return true end end
  return false
end
--- A snapshot of a figure: id, side, card, at, on_board, every variable (wounds, life, ...),
--- cards (card ids it holds) and exhausted (card id -> true).
function Game:figure(id) return call(self, "figure", id) end
--- A snapshot of the first card `card` held by `holder` (a figure id or side; nil: anyone):
--- id, card, holder, holder_kind, every variable (exhausted, ...).
function Game:card(card, holder) return call(self, "card", card, holder) end
--- Card ids held by a figure or side.
function Game:cards(holder) return call(self, "cards", holder) end
function Game:vars() return call(self, "vars", nil) end
function Game:side(name) return call(self, "vars", name) end
--- The variables of a space (its tokens and the like), by address (`c4`, a graph space id).
function Game:space_vars(space) return call(self, "space_vars", space) end
--- A read-only rules query (`status`, `summary`, `evaluate`, ...) as `side` may see it (nil:
--- everything, as `--reveal`; "": a spectator); nil when the rules have no such query.
function Game:query(name, side) return call(self, "query", name, side) end
--- Events raised so far (optionally only `name`): {name, detail, ...payload fields}.
function Game:events(name) return call(self, "events", name) end
--- The log as text lines.
function Game:log() return call(self, "log") end
--- How the game ended ("winner=blue"), or nil.
function Game:finished() return call(self, "finished") end
--- The table the rules passed to game.finish (nil until the game is over), e.g. a campaign
--- phase's new document or a scenario's `report`.
function Game:outcome() return call(self, "outcome") end
function Game:at(space) return call(self, "at", space) end

-- The test API -------------------------------------------------------------------------------------

test = setmetatable({}, {
  __call = function(_, name, fn)
    if type(name) ~= "string" or type(fn) ~= "function" then
      raise("test(name, function) needs a name and a function")
    end
    tests[#tests + 1] = { name = name, fn = fn }
  end,
})

--- A new game; see docs/MODDING.md ("Testing a card") for the keys.
function test.game(spec)
  if type(spec) ~= "table" then raise("test.game needs a table") end
  local ok, h = rt.new_game(spec)
  if not ok then raise(h) end
  current = setmetatable({ handle = h }, Game)
  return current
end

--- An open board diagram of `w` columns and `h` rows (a1 top left), no walls.
function test.open_board(w, h)
  local rows = { "+" .. string.rep("---+", w) }
  for r = 1, h do
    rows[#rows + 1] = "|" .. string.rep(" .  ", w):sub(1, -2) .. "|"
    rows[#rows + 1] = (r == h) and rows[1] or ("+" .. string.rep("   +", w))
  end
  return table.concat(rows, "\n")
end

--- Ends the test as skipped, with the reason shown in the summary.
function test.skip(reason)
  rt.skip(tostring(reason or "no reason given"))
  raise("skipped: " .. tostring(reason))
end

test.show = show
test.equal = equal

function expect(actual)
  local m = {}
  local function check(ok, message, expected)
    if not ok then fail(message, expected, show(actual)) end
  end
  function m.to_be(expected)
    check(equal(actual, expected), "expected " .. show(expected) .. ", got " .. show(actual), show(expected))
  end
  m.to_equal = m.to_be
  function m.not_to_be(other)
    check(not equal(actual, other), "expected anything but " .. show(other), "not " .. show(other))
  end
  function m.to_be_truthy() check(actual, "expected a true value, got " .. show(actual), "truthy") end
  function m.to_be_falsy() check(not actual, "expected false or nil, got " .. show(actual), "falsy") end
  function m.to_be_nil() check(actual == nil, "expected nil, got " .. show(actual), "nil") end
  function m.to_be_at_least(n)
    check(type(actual) == "number" and actual >= n, "expected at least " .. show(n) .. ", got " .. show(actual), ">= " .. show(n))
  end
  function m.to_be_at_most(n)
    check(type(actual) == "number" and actual <= n, "expected at most " .. show(n) .. ", got " .. show(actual), "<= " .. show(n))
  end
  function m.to_contain(x)
    local ok = false
    if type(actual) == "string" and type(x) == "string" then
      ok = actual:find(x, 1, true) ~= nil
    elseif type(actual) == "table" then
      for _, v in pairs(actual) do if equal(v, x) then ok = true end end
    end
    check(ok, "expected " .. show(actual) .. " to contain " .. show(x), "contains " .. show(x))
  end
  function m.not_to_contain(x)
    local found = false
    if type(actual) == "string" and type(x) == "string" then
      found = actual:find(x, 1, true) ~= nil
    elseif type(actual) == "table" then
      for _, v in pairs(actual) do if equal(v, x) then found = true end end
    end
    check(not found, "expected " .. show(actual) .. " not to contain " .. show(x), "without " .. show(x))
  end
  return m
end

local function matching(g, name, fields)
  local out = {}
  for _, e in ipairs(g:events(name)) do
    local ok = true
    for k, v in pairs(fields or {}) do
      if not equal(e[k], v) then ok = false end
    end
    if ok then out[#out + 1] = e end
  end
  return out
end

local function event_args(g, name, fields)
  if type(g) == "string" then g, name, fields = current, g, name end
  if getmetatable(g) ~= Game then raise("expect_event needs a game (from test.game) first") end
  return g, name, fields
end

local function describe_seen(g, name)
  local seen = {}
  for _, e in ipairs(g:events(name)) do seen[#seen + 1] = show(e) end
  if #seen == 0 then return "none" end
  return table.concat(seen, "; ")
end

--- Asserts that event `name` was raised with (at least) the given payload fields; figures and
--- cards in payloads read as their ids. Returns the first matching event.
function expect_event(g, name, fields)
  g, name, fields = event_args(g, name, fields)
  local found = matching(g, name, fields)
  if #found == 0 then
    fail("expected event " .. name .. " " .. show(fields or {}) .. "; seen: " .. describe_seen(g, name),
      name .. " " .. show(fields or {}), describe_seen(g, name))
  end
  return found[1]
end

function expect_no_event(g, name, fields)
  g, name, fields = event_args(g, name, fields)
  local found = matching(g, name, fields)
  if #found > 0 then
    fail("expected no event " .. name .. " " .. show(fields or {}) .. "; seen: " .. show(found[1]),
      "no " .. name .. " " .. show(fields or {}), show(found[1]))
  end
end

--- Asserts that `fn` raises an error whose message contains `part` (if given).
function expect_error(fn, part)
  local ok, err = pcall(fn)
  if ok then fail("expected an error" .. (part and (" containing " .. show(part)) or ""), show(part), "no error") end
  err = tostring(err)
  if part and not err:find(part, 1, true) then
    fail("expected an error containing " .. show(part) .. ", got " .. show(err), show(part), show(err))
  end
  return err
end

return {
  tests = tests,
  reset = function() current = nil end,
  current = function() return current and current.handle end,
}
