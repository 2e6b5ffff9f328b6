-- The Action Phase: a Round of up to 3 actions per champion (p.10 The Action Phase).
-- Figure var `actions` = actions left in the Round; `special_used` = the Turn stamp
-- (spells.stamp) of the last Special Action (once per Turn, p.10).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, error, math, require = ipairs, error, math, require

local spells = require("ods.spells")
local hand = require("ods.hand")
local board = require("ods.board")
local rulebook = require("ods.rulebook")
local M = {}

M.PER_ROUND = 3

local function afflictions() return require("ods.afflictions") end

-- a Rest heals, and may shed an affliction that a Rest removes (p.15)
local function rest_useful(game, c)
  if (c.health or 0) < (c.max_health or 0) then return true end
  for _, a in ipairs(c:cards()) do
    local d = a.def or {}
    if d.kind == "affliction" and d.remove and d.remove.rest then return true end
  end
  return false
end

--- other champions on `champion`'s space (Gift/Take partners, p.10)
local function allies(game, champion)
  local out = {}
  for _, f in ipairs(spells.champions_on(game, champion.at)) do
    if f ~= champion then out[#out + 1] = f end
  end
  return out
end

local function own_card(champion)
  for _, c in ipairs(champion:cards()) do
    if c.card == champion.card then return c end
  end
  return nil
end

-- once per Turn (p.10). A champion card may say when its Special can do something:
-- `special.usable(card, game, champion) -> boolean`; otherwise a Special whose perform returned
-- false (nothing it could do here) is not offered again on the same space this Turn (figure
-- var `special_idle` = "stamp:space")
local function special_ready(game, champion)
  local d = game.def(champion.card) or {}
  if d.special == nil or d.special.perform == nil then return false end
  if champion.special_used == spells.stamp(game) then return false end
  if d.special.usable and not d.special.usable(own_card(champion), game, champion) then return false end
  return champion.special_idle ~= spells.stamp(game) .. ":" .. champion.at
end
M.special_ready = special_ready

--- the options of a Round's next action
function M.options(game, champion)
  local list = {}
  for _, to in ipairs(game.links(champion.at)) do
    list[#list + 1] = { key = "travel " .. to, action = "travel", to = to }
  end
  if rest_useful(game, champion) then list[#list + 1] = { key = "rest", action = "rest" } end
  local seen = {}
  for _, id in ipairs(hand.list(game)) do
    if not seen[id] and hand.can_acquire(game, champion, id) then
      seen[id] = true
      list[#list + 1] = { key = "acquire " .. id, action = "acquire", id = id }
    end
  end
  seen = {}
  for _, c in ipairs(champion:cards()) do
    if not seen[c.card] and spells.castable(game, champion, c) then
      seen[c.card] = true
      list[#list + 1] = { key = "cast " .. c.card, action = "cast", card = c }
    end
  end
  for _, a in ipairs(allies(game, champion)) do
    if #hand.transferable(game, champion) > 0 then
      list[#list + 1] = { key = "gift " .. a.id, action = "gift", ally = a }
    end
    if #hand.transferable(game, a) > 0 then list[#list + 1] = { key = "take " .. a.id, action = "take", ally = a } end
  end
  if special_ready(game, champion) then list[#list + 1] = { key = "special", action = "special" } end
  seen = {}
  for _, a in ipairs(afflictions().removable_by_action(game, champion)) do
    if not seen[a.card] then
      seen[a.card] = true
      list[#list + 1] = { key = "remove " .. a.card, action = "remove", card = a }
    end
  end
  if board.tokens(game, champion.at, "shadow") > 0 then list[#list + 1] = { key = "purge", action = "purge" } end
  list[#list + 1] = { key = "pass", action = "pass" }
  return list
end

--- travel along a path (p.10); `prev` is the retreat space (p.14)
function M.travel(game, champion, to)
  local from = champion.at
  if not game.close(from, to) or from == to then error("no path from " .. from .. " to " .. to, 2) end
  game.move(champion, to)
  champion.prev = from
  game.emit(
    "travelled",
    { champion = champion, from = from, to = to, detail = champion.id .. " " .. from .. " " .. to }
  )
end

--- Rest: regain 2 Health, never above the maximum (p.10); Willpower is not restored by resting
function M.rest(game, champion)
  champion.health = math.min(champion.max_health or 0, (champion.health or 0) + 2)
  afflictions().on_rest(game, champion)
end

--- Purge Shadows: one shadow token leaves the champion's space (p.10; no test)
function M.purge(game, champion)
  if not board.remove_token(game, "shadow", champion.at, champion) then
    error("no shadow token on " .. champion.at, 2)
  end
  -- "returned to the pile of Shadow tokens" (p.10): its label may be drawn again
  board.return_token(game, "shadow", champion.at)
end

--- returns false when the Special could do nothing here (the action is then not spent)
function M.special(game, champion)
  local d = game.def(champion.card)
  if d.special.perform(own_card(champion), game, champion) == false then
    champion.special_idle = spells.stamp(game) .. ":" .. champion.at
    return false
  end
  champion.special_used = spells.stamp(game)
end

local PERFORM = {
  travel = function(game, c, o) M.travel(game, c, o.to) end,
  rest = function(game, c) M.rest(game, c) end,
  acquire = function(game, c, o) hand.acquire(game, c, o.id) end,
  cast = function(game, c, o) spells.cast(game, c, o.card) end,
  gift = function(game, c, o) hand.transfer(game, c, c, o.ally) end,
  take = function(game, c, o) hand.transfer(game, c, o.ally, c) end,
  special = function(game, c) return M.special(game, c) end,
  remove = function(game, c, o) afflictions().try_remove(game, c, o.card) end,
  purge = function(game, c) M.purge(game, c) end,
}

local function alive(c) return c.on_board and not c.dead end

--- the start of one champion's Round (p.10): false when it takes none (not in play)
function M.round_start(game, champion)
  if not alive(champion) then return false end
  game.emit("round_start", { champion = champion, phase = "action", detail = champion.id })
  champion.actions = M.PER_ROUND
  return true
end

--- the question of the champion's next action, or nil when its Round is over (no action
--- left, fallen, or the story ended)
function M.question(game, champion)
  if not (champion.actions > 0 and alive(champion) and not game.vars.finished) then return nil end
  local options = M.options(game, champion)
  -- whose Round it is and how far into it, on the pass option (always the last), for the bots
  local pass = options[#options]
  pass.champion, pass.actions = champion.id, champion.actions
  return {
    side = champion.side,
    options = options,
    rule = rulebook.round,
    prompt = champion.id .. " at " .. champion.at .. ": " .. champion.actions .. " action(s) left",
  }
end

--- carries out the action picked (an option of M.options); false when it ends the Round (pass)
function M.perform(game, champion, o)
  if o.action == "pass" then return false end
  champion.actions = champion.actions - 1
  local e = game.emit("action", { champion = champion, action = o.action, detail = champion.id .. " " .. o.key })
  if not e.cancelled and PERFORM[o.action](game, champion, o) == false then champion.actions = champion.actions + 1 end
  return true
end

--- the Action Phase's start and end (p.10): the probes tests ask for. Between them every
--- champion's Round runs in initiative order, a step each (ods/acts.lua).
local function probing(game) return game.scenario.probe_tests or game.scenario.probe_after or game.scenario.probe_give end
function M.phase_start(game)
  if probing(game) then require("ods.tests").probe(game, "probe_tests") end
end
function M.phase_end(game)
  if probing(game) then require("ods.tests").probe(game, "probe_after") end
end

return M
