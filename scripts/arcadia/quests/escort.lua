-- PvE quest: escort a quest token (a noble, a Resistance member, a bomb, ...) to safety.
-- Parameters: `colours` (the quest token colours that count) or `own_colour: true` (the token of
-- the carrier's own guild colour, Recover the Bomb), `to` (a list of spaces, or
-- `start_area`: the carrier's own guild start area, scenario `start_areas:`), `max_guilds` (only
-- the first N guilds may fulfil it; default: every guild).
-- A hero carrying a quest token of one of the colours that ends a point of movement on a `to`
-- space with no enemy in the space fulfils it; the token leaves the game. A guild fulfils it
-- once: its second token stays with its carrier. (It listens to `moved` only, not to
-- `token_collected`, so that a scenario rule card handling tokens never has to be ordered
-- against the Quest Board.)

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, type, tostring, error, pcall, math, require = ipairs, type, tostring, error, pcall, math, require

local escort = {
  name = "Escort a quest token",
  text = "Bring a quest token of the given colours to the marked spaces with no enemy there.",
}

local function fail(q, script, what) error("quest `" .. q.id .. "` (" .. script .. "): " .. what) end

--- Checks `colours` (optional when `optional`) and a list of spaces `key` (or `start_area`).
function escort.check_spec(q, game, script, key, colours_optional)
  local s = q.spec
  if s.colours == nil and not colours_optional and not s.own_colour then
    fail(q, script, "needs `colours`: quest token colours (or `own_colour: true`)")
  end
  if s.colours ~= nil then
    if type(s.colours) ~= "table" or #s.colours == 0 then
      fail(q, script, "`colours` must be a list of quest token colours")
    end
    local known = {}
    for _, c in ipairs(game.def("quest_token").colours) do
      known[c] = true
    end
    for _, c in ipairs(s.colours) do
      if not known[c] then fail(q, script, "`colours`: `" .. tostring(c) .. "` is not a quest token colour") end
    end
  end
  local to = s[key]
  if to == nil then
    fail(q, script, "needs `" .. key .. "`: a list of spaces" .. (key == "to" and " or start_area" or ""))
  end
  if to ~= "start_area" or key ~= "to" then
    if type(to) ~= "table" or #to == 0 then fail(q, script, "`" .. key .. "` must be a list of spaces") end
    for _, at in ipairs(to) do
      local ok, space = pcall(game.close, tostring(at), tostring(at))
      if not (ok and space) then
        fail(q, script, "`" .. key .. "`: `" .. tostring(at) .. "` is not a space of the board")
      end
    end
  end
  if s.max_guilds ~= nil and (math.type(s.max_guilds) ~= "integer" or s.max_guilds < 1) then
    fail(q, script, "`max_guilds` must be a whole number >= 1")
  end
end

local function fulfilled_by(game, q)
  local n = 0
  for _, side in ipairs(require("arcadia.quests").guilds(game)) do
    if game.side(side)["quest " .. q.id] then n = n + 1 end
  end
  return n
end

--- Whether quest token `c` is one quest `q` wants brought home by guild `side`.
local function wanted(q, c, side)
  if c.card ~= "quest_token" then return false end
  if q.spec.own_colour and c.colour == side then return true end
  if q.spec.colours == nil then return not q.spec.own_colour end
  for _, colour in ipairs(q.spec.colours) do
    if c.colour == colour then return true end
  end
  return false
end

--- The bots' aims (scripts/arcadia/ai_quests.lua, whose `ctx` it reads) for guild `side`: its
--- heroes holding a wanted token and the spaces (`spaces`, nil: its start area) to bring it to,
--- else the wanted tokens lying on the board.
function escort.aims_to(q, game, side, ctx, spaces)
  if q.spec.max_guilds and fulfilled_by(game, q) >= q.spec.max_guilds then return nil end
  local carry, seen = {}, {}
  for _, h in ipairs(ctx.held(side)) do
    if h.card == "quest_token" and not seen[h.hero.id] and wanted(q, h.c, side) then
      seen[h.hero.id] = true
      spaces = spaces or require("arcadia.rewards").start_area(game, side)
      carry[#carry + 1] = { hero = h.hero, to = spaces }
    end
  end
  if #carry > 0 then return { carry = carry } end
  local fetch = {}
  for _, t in ipairs(ctx.lying()) do
    if t.card == "quest_token" and wanted(q, t.c, side) then fetch[#fetch + 1] = t.at end
  end
  if #fetch == 0 then return nil end
  return { fetch = fetch }
end

--- `hero` stands on a space: when it is one of `spaces` (nil: its guild's start area) with no
--- enemy and the hero carries a matching quest token, the token leaves the game and the guild
--- is returned (it fulfils the quest).
function escort.arrive(q, game, hero, spaces)
  if hero == nil or hero.side == "monsters" or not hero.on_board then return nil end
  local side = hero.side
  if game.side(side)["quest " .. q.id] then return nil end
  if q.spec.max_guilds and fulfilled_by(game, q) >= q.spec.max_guilds then return nil end
  spaces = spaces or require("arcadia.rewards").start_area(game, side)
  local here = false
  for _, at in ipairs(spaces) do
    if at == hero.at then here = true end
  end
  if not here then return nil end
  for _, f in ipairs(game.figures({ at = hero.at })) do
    if hero:is_enemy(f) then return nil end
  end
  for _, c in ipairs(hero:cards()) do
    if c.card == "quest_token" then
      local ok = q.spec.colours == nil and not q.spec.own_colour
      for _, colour in ipairs(q.spec.colours or {}) do
        if c.colour == colour then ok = true end
      end
      if q.spec.own_colour and c.colour == side then ok = true end
      if ok then
        game.move_card(c, nil)
        game.log(hero.id .. " brings the " .. tostring(c.colour) .. " quest token to " .. hero.at)
        return side
      end
    end
  end
  return nil
end

local function destination(q)
  if q.spec.to == "start_area" then return nil end
  return q.spec.to
end

escort.setup = function(q, game) escort.check_spec(q, game, "escort", "to", false) end
escort.aims = function(q, game, side, ctx) return escort.aims_to(q, game, side, ctx, destination(q)) end
escort.on = {
  moved = function(q, e, game) return escort.arrive(q, game, e.figure, destination(q)) end,
}

return escort
