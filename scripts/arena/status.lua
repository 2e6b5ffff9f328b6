-- What a player at the table sees besides the figures (issue 20, item 3): the rules' read-only
-- query `status(game, side)` (rules.lua) for the REPL's status panel and the board's marks.
-- `side` is the side at the screen ("" a spectator, nil when everything is revealed).
-- Returns `{ lines = {...}, marks = {{at, glyph, what}}, notes = {figure id = text} }`.

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, table, require = ipairs, table, require

local effects = require("arena.effects")
local pvp = require("arena.pvp")
local coop = require("arena.coop")

local status = {}

local FLASK = "♦"

--- "Special Ready" or "No Special": the face of a team token (ATC 5.2 A, p.17).
local function token_face(game, side) return game.side(side).special_ready and "Special Ready" or "No Special" end

--- The next combatant of `side` the team token points at, alive and on the board.
local function next_up(game, side)
  local order = pvp.order(game, side)
  local n = #order
  local start = game.side(side).next or 1
  for k = 0, n - 1 do
    local f = order[(start - 1 + k) % n + 1]
    if f and not f.dead and f.on_board then return f.id end
  end
  return nil
end

function status.of(game, side)
  local lines, marks, notes = {}, {}, {}
  local coop_mode = game.vars.mode == "coop"
  local head = coop_mode and ("round " .. (game.vars.round or 0) .. ", turn " .. (game.vars.turn or 0))
    or ("turn " .. (game.vars.turn or 0))
  if game.vars.active then head = head .. "; active: " .. game.vars.active end
  lines[1] = head
  -- The team tokens (ATC 5.2, p.17): their face and whom they point at.
  local parts = {}
  for _, s in ipairs(coop_mode and { "heroes" } or { "white", "black" }) do
    local nxt = (not coop_mode) and next_up(game, s) or nil
    parts[#parts + 1] = s .. " " .. token_face(game, s) .. (nxt and (", next " .. nxt) or "")
  end
  lines[#lines + 1] = "team token" .. (#parts > 1 and "s" or "") .. ": " .. table.concat(parts, "; ")
  -- Each team's heroic action cards (ATC 3.4 B): a pick the viewer may not see stays face down.
  for _, s in ipairs(coop_mode and { "heroes" } or { "white", "black" }) do
    local names = {}
    for _, c in ipairs(game.cards({ holder = s })) do
      if game.may_see_card(c, side) then
        if c.def and c.def.kind == "heroic_action" then names[#names + 1] = c.def.name or c.card end
      else
        names[#names + 1] = "a face-down card"
      end
    end
    if #names > 0 then lines[#lines + 1] = s .. " heroic actions: " .. table.concat(names, ", ") end
  end
  -- Conditions on each combatant (ATC 5.4), with their duration and source.
  for _, f in ipairs(game.figures()) do
    local list = effects.list(game, f)
    if #list > 0 then
      local names = {}
      for _, e in ipairs(list) do
        names[#names + 1] = e.condition
          .. " ("
          .. e.duration
          .. (e.source ~= "" and (", from " .. e.source) or "")
          .. ")"
      end
      lines[#lines + 1] = "conditions on " .. f.id .. ": " .. table.concat(names, ", ")
    end
    if f.hp ~= nil and not f.on_board then notes[f.id] = f.dead and "dead" or "not deployed" end
  end
  -- Effects cards put on with game.effect (MODDING §3, "Effects that last"), beside Arena's own conditions.
  for _, l in ipairs(game.effect_lines()) do
    lines[#lines + 1] = l
  end
  if coop_mode then
    local q = coop.quest(game)
    if q then
      local o = q.def.objectives or {}
      lines[#lines + 1] = "quest: "
        .. (q.def.name or q.card)
        .. (q.def.round_limit and (" (at most " .. q.def.round_limit .. " rounds)") or "")
      if o.primary then lines[#lines + 1] = "  primary: " .. o.primary.text end
      for _, s in ipairs(o.secondary or {}) do
        lines[#lines + 1] = "  secondary: " .. s.text .. (game.vars["objective " .. s.id] and " (met)" or "")
      end
    end
    if game.vars.difficulty then lines[#lines + 1] = "difficulty: " .. game.vars.difficulty end
    local power = game.scenario.boss and nil or game.vars.evil_power
    if power then
      local d = game.def(power)
      lines[#lines + 1] = "evil power: " .. ((d and d.name) or power)
    end
    local flasks = coop.list(game, "flask_tokens")
    for _, sq in ipairs(flasks) do
      marks[#marks + 1] = { at = sq, glyph = FLASK, what = "flask token" }
    end
    if #flasks > 0 then lines[#lines + 1] = "flask tokens: " .. table.concat(flasks, ", ") end
  end
  return { lines = lines, marks = marks, notes = notes }
end

return status
