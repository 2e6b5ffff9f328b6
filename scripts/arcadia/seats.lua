-- Arcadia Quest's seats: the guilds in seating order and each guild's start area (AQ p.10 step
-- 11, "Heroes Starting Areas": "Each player is randomly assigned one of them ... Players must
-- sit around the table in the same order as their starting areas ... On a 2-player game the
-- Player 3 and Player 4 Starting Areas are not used").
--
-- A scenario gives its start areas in one of two forms:
--   start_areas: [[c4, c5, c6], [g4, g5, g6], ...]   the printed map's P1, P2, ... in seating
--       order: at set-up (seats.draw) the guilds are dealt the first N of them at random from
--       the game's seed, and the seating (turn order, who controls the monsters) follows the
--       areas. Recorded as game variables `seating` ("blue,red") and `start_area GUILD`
--       ("c4,c5,c6").
--   start_areas: {blue: [a1, a2, a3], red: [...]}     fixed, for tutorials and tests; seating is
--       the order the scenario lists the guilds' figures.
-- Without `start_areas`, a guild's start area is the spaces its figures stood on at set-up.
--
-- Requires no other module (monsters.lua, rewards.lua and quests.lua all use it at load time).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, type, tostring, error, table = ipairs, type, tostring, error, table

local seats = {}

local function is_guild(side) return side ~= "monsters" end

-- The scenario order never changes within a game, and a drawn order is cached by its text, so
-- the hot callers (quests.check on every step) do not rebuild the list.
local scenario_order = nil
local drawn_text, drawn_order = nil, nil

local function split(text)
  local out = {}
  for s in text:gmatch("[^,]+") do
    out[#out + 1] = s
  end
  return out
end

local function by_scenario(game)
  if scenario_order == nil then
    local out = {}
    for _, side in ipairs(game.seating()) do
      if is_guild(side) then out[#out + 1] = side end
    end
    scenario_order = out
  end
  return scenario_order
end

--- The guilds in seating order, as a list shared by every caller: read it, never change it.
function seats.shared(game)
  local text = game.vars.seating
  if text == nil then return by_scenario(game) end
  if text ~= drawn_text then
    drawn_text, drawn_order = text, split(text)
  end
  return drawn_order
end

--- The guilds in seating order (turns go clockwise, in this order): a new list.
function seats.guilds(game)
  local out = {}
  for i, s in ipairs(seats.shared(game)) do
    out[i] = s
  end
  return out
end

--- Whether the scenario's `start_areas:` is the list form (dealt at random).
local function dealt(areas) return type(areas) == "table" and areas[1] ~= nil end

--- Set-up step 11: deals the list form's start areas to the guilds at random (the first N areas
--- for N guilds) and records the seating they give. The map form and no `start_areas` change
--- nothing. Errors name the scenario key.
function seats.draw(game)
  local areas = game.scenario.start_areas
  if not dealt(areas) then return end
  for i, area in ipairs(areas) do
    if type(area) ~= "table" or #area == 0 then
      error("scenario `start_areas:` entry " .. i .. " must be a list of spaces")
    end
    for _, s in ipairs(area) do
      if type(s) ~= "string" or not game.close(s, s) then
        error("scenario `start_areas:` entry " .. i .. ": `" .. tostring(s) .. "` is not a space of the board")
      end
    end
  end
  local guilds = by_scenario(game)
  if #guilds > #areas then
    error("scenario `start_areas:` lists " .. #areas .. " areas for " .. #guilds .. " guilds")
  end
  local order = game.shuffle(guilds)
  local names = {}
  for i, side in ipairs(order) do
    game.vars["start_area " .. side] = table.concat(areas[i], ",")
    names[i] = "P" .. i .. " " .. side
  end
  game.vars.seating = table.concat(order, ",")
  game.log("start areas dealt: " .. table.concat(names, ", "))
end

--- A guild's start area, a list of spaces: dealt (seats.draw), else the scenario's map form,
--- else the spaces its figures stood on at set-up (`start_at`).
function seats.start_area(game, side)
  local drawn = game.vars["start_area " .. side]
  if drawn ~= nil then return split(drawn) end
  local areas = game.scenario.start_areas
  if type(areas) == "table" and not dealt(areas) and type(areas[side]) == "table" then
    local out = {}
    for i, s in ipairs(areas[side]) do
      out[i] = s
    end
    return out
  end
  local out, seen = {}, {}
  for _, f in ipairs(game.figures({ side = side })) do
    local s = f.start_at
    if s and not seen[s] then
      seen[s] = true
      out[#out + 1] = s
    end
  end
  return out
end

--- The guild sitting at place `n` (P1, P2, ...; the n-th of seats.guilds), or nil when fewer
--- guilds play: what a scenario's `colour: player N` names (a token that belongs to whoever
--- starts in area N, such as Alchemist's District's bombs opposite each start area).
function seats.player(game, n) return seats.shared(game)[n] end

return seats
