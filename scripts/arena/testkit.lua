-- Helpers shared by Arena card tests (`local kit = require("arena.testkit")`).
-- `act(g, key)` answers the optional prompts (no interrupt, no reaction, no focus, no crit,
-- benefit stop, no scroll) until `key` is offered, then chooses it; `settle(g)` answers them, pushing to the
-- first square offered, until the active combatant's turn menu is back; `hp(g, id)`;
-- `rig(g, n, face)` rigs n d20s showing `face` (like "n19"); `game(figures, rows, extra)` (also
-- `board`) starts a game on a board drawn as rows of one character per square ("." space, "#"
-- wall, "L" locked door, "D" door, "~" lava, "%" swamp, "A" altar, "O" portal), `diagram(rows)`
-- is that board's diagram.
local kit = {}
local AUTO = { "^no interrupt$", "^no react ", "^focus no$", "^crit no$", "^benefit stop$", "^no scroll$" }
function kit.auto_option(g)
  for _, o in ipairs(g:options()) do
    for _, p in ipairs(AUTO) do
      if o:match(p) then return o end
    end
  end
  for _, o in ipairs(g:options()) do
    if o:match("^push ") and o ~= "push stop" then return o end
  end
  return nil
end
function kit.act(g, key)
  for _ = 1, 20 do
    if g:offers(key) then return g:choose(key) end
    local o = kit.auto_option(g)
    if not o then
      error(
        "`"
          .. key
          .. "` is not offered; pending: "
          .. tostring(g:prompt())
          .. " ["
          .. table.concat(g:options(), " | ")
          .. "]",
        2
      )
    end
    g:choose(o)
  end
end
function kit.settle(g)
  for _ = 1, 20 do
    local p = g:prompt()
    if p == nil or p:match("^turn ") then return end
    local o = kit.auto_option(g)
    if not o then return end
    g:choose(o)
  end
end
function kit.hp(g, id) return g:figure(id).hp end
function kit.rig(g, n, face)
  local t = {}
  for i = 1, n do
    t[i] = face
  end
  g:rig("d20", t)
end

local MARKERS = { ["~"] = "lava", ["%"] = "swamp", A = "altar", O = "portal", D = "door", L = "locked_door" }
--- A board diagram from rows of one character per square.
function kit.diagram(rows)
  local w = #rows[1]
  local edge = "+" .. string.rep("---+", w)
  local inner = "+" .. string.rep("   +", w)
  local out = { edge }
  for y, r in ipairs(rows) do
    local line = "|"
    for x = 1, w do
      local c = r:sub(x, x)
      line = line .. (c == "#" and "###" or (" " .. c .. " ")) .. (x == w and "|" or " ")
    end
    out[#out + 1] = line
    out[#out + 1] = y == #rows and edge or inner
  end
  return table.concat(out, "\n")
end
--- A game on the board `rows` draws (an open 8x8 board without it); `extra`: more scenario keys.
function kit.game(figures, rows, extra)
  local spec = extra or {}
  spec.board = rows and kit.diagram(rows) or test.open_board(8, 8)
  spec.markers = MARKERS
  spec.figures = figures
  return test.game(spec)
end
kit.board = kit.game

return kit
