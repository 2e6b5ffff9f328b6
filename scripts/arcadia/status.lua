-- What a player at the table sees besides the figures (issue 20, item 3): the rules' read-only
-- query `status(game, side)` (rules.lua) gives the REPL's status panel and the board's marks.
-- `side` is the side at the screen ("" a spectator, nil when everything is revealed): a face-down token shows
-- as one, whichever token it is (AQ p.25: they are revealed when picked up).
--
-- Returns `{ lines = {text, ...}, marks = {{at =, glyph =, what =}, ...}, notes = {figure id =
-- text} }`: lines for the panel, a glyph on a space with the legend's name for it, and what an
-- off-board figure is doing (instead of "off the board").

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, table, require = ipairs, pairs, table, require

local quests = require("arcadia.quests")
local monsters = require("arcadia.monsters")

local status = {}

local TOKEN, QUEST, SPAWN = "◆", "★", "⊕"

--- What `side` sees of token card `c`: its name (and colour), or that it lies face down.
local function token_name(game, c, side)
  if not game.may_see_card(c, side) then return "a face-down token" end
  local name = (c.def and c.def.name) or c.card
  if c.colour then name = name .. " (" .. c.colour .. ")" end
  return name
end

function status.of(game, side)
  local lines, marks, notes = {}, {}, {}
  local head = "turn " .. (game.vars.turn or 0)
  if game.vars.first_player then head = head .. ", first player " .. game.vars.first_player end
  lines[1] = head
  for _, l in ipairs(quests.status_lines(game)) do
    lines[#lines + 1] = l
  end
  for _, q in ipairs(quests.list(game)) do
    for _, at in ipairs(quests.spaces(game, q)) do
      marks[#marks + 1] = { at = at, glyph = QUEST, what = "quest space" }
    end
  end
  -- Tokens lying on the board (held ones show with their holder's cards).
  local by_space, spaces = {}, {}
  for _, c in ipairs(game.cards({ nowhere = true })) do
    if c.at then
      if not by_space[c.at] then
        by_space[c.at] = {}
        spaces[#spaces + 1] = c.at
      end
      table.insert(by_space[c.at], token_name(game, c, side))
    end
  end
  table.sort(spaces)
  if #spaces > 0 then
    local parts = {}
    for _, at in ipairs(spaces) do
      parts[#parts + 1] = at .. " " .. table.concat(by_space[at], " + ")
      marks[#marks + 1] = { at = at, glyph = TOKEN, what = "token" }
    end
    lines[#lines + 1] = "tokens on the board: " .. table.concat(parts, ", ")
  end
  -- The spawn tile and the spawn tokens (p.23; dealt face up, p.10 step 6).
  local slots, tile = monsters.spawn_tile(game)
  local spawn = monsters.spawn_tokens(game)
  local keys = {}
  for k in pairs(spawn) do
    keys[#keys + 1] = k
  end
  table.sort(keys)
  if #keys > 0 then
    local parts = {}
    for _, k in ipairs(keys) do
      parts[#parts + 1] = k .. " " .. spawn[k]
      marks[#marks + 1] = { at = spawn[k], glyph = SPAWN, what = "spawn token" }
    end
    lines[#lines + 1] = "spawn tokens: " .. table.concat(parts, ", ")
  end
  for _, l in ipairs(game.effect_lines()) do
    lines[#lines + 1] = l
  end
  lines[#lines + 1] = "spawn tile " .. #tile .. "/" .. slots .. (#tile > 0 and (": " .. table.concat(tile, ", ")) or "")
  -- Figures off the board: dead heroes wait for their guild's rest (p.18), killed monsters on
  -- the spawn tile or in the box (p.23).
  local on_tile = {}
  for i, id in ipairs(tile) do
    on_tile[id] = i
  end
  for _, f in ipairs(game.figures()) do
    if not f.on_board then
      if on_tile[f.id] then
        notes[f.id] = "on the spawn tile, slot " .. on_tile[f.id]
      elseif f.boxed then
        notes[f.id] = "in the box"
      elseif quests.is_hero(game, f) and f.killed_by then
        notes[f.id] = "dead (killed by " .. f.killed_by .. "); back when " .. f.side .. " rests"
      elseif quests.is_hero(game, f) then
        notes[f.id] = "not placed yet"
      end
    end
  end
  return { lines = lines, marks = marks, notes = notes }
end

return status
