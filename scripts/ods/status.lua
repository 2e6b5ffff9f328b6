-- What a player at the table sees besides the figures (issue 20, item 3): the rules' read-only
-- query `status(game, side)` (rules.lua) for the REPL's status panel. `side` is the side at
-- the screen ("" a spectator, nil when everything is revealed). The decks' order is hidden
-- (decks.lua), so only their sizes show; the Hand is face up on the table (p.7 VI).
-- Returns `{ lines = {...}, notes = {figure id = text} }`.

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, tostring, table, require = ipairs, tostring, table, require

local decks = require("ods.decks")
local hand = require("ods.hand")

local status = {}

local ROMAN = { "I", "II", "III" }

local function name_of(game, id)
  local d = game.def(id)
  return (d and d.name) or id
end

function status.of(game, side)
  local lines, notes = {}, {}
  local act = game.vars.act or 1
  lines[1] = "Act "
    .. (ROMAN[act] or tostring(act))
    .. ", Turn "
    .. tostring(game.vars.turn or 1)
    .. " (the Fate Dial), "
    .. tostring(game.vars.phase or "setup")
    .. " phase"
  if game.vars.villain then lines[#lines + 1] = "villain: " .. name_of(game, game.vars.villain) end
  local cards = {}
  for _, id in ipairs(hand.list(game)) do
    cards[#cards + 1] = name_of(game, id)
  end
  lines[#lines + 1] = "hand: " .. (#cards > 0 and table.concat(cards, ", ") or "(empty)")
  local sizes = {}
  for _, name in ipairs({ "resource", "event", "affliction" }) do
    if game.vars["deck_" .. name] ~= nil then sizes[#sizes + 1] = name .. " " .. decks.size(game, name) end
  end
  if #sizes > 0 then lines[#lines + 1] = "decks (cards left): " .. table.concat(sizes, ", ") end
  for _, f in ipairs(game.figures()) do
    if f.health ~= nil and not f.on_board then notes[f.id] = "defeated" end
  end
  for _, l in ipairs(game.effect_lines()) do
    lines[#lines + 1] = l
  end
  return { lines = lines, marks = {}, notes = notes }
end

return status
