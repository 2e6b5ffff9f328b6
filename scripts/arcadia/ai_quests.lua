-- What the bots know of the scenario's PvE quests (issue 22): ai.lua's evaluation and movement
-- ask this module, which asks each quest script what its quest wants of a guild now.
--
-- A quest script may answer the read-only hook `aims(q, game, side, ctx)` (scripts/api/quest.lua)
-- with a table, or nil when the guild has nothing to aim at; `ctx` is what the hooks read, read
-- once a query (aq.context: the tokens lying on the board, the monsters there, the cards each
-- guild's heroes hold), since the bots ask thousands of times a game:
--   progress  a number from 0 to 1: the part of the quest the guild has done (kills of a
--             `count`, tokens held of a `count`)
--   kill      monsters on the board (entries of ctx.monsters()) whose death at the hands of the
--             guild furthers the quest (credit goes to the last wound, AQ p.18 and p.22)
--   fetch     spaces where tokens the quest counts lie, for a hero to step on (AQ p.25)
--   carry     `{hero =, to = {SPACE...}}`: a hero of the guild holding such a token, and the
--             spaces it must be brought to (an escort, an eagle to its portal)
-- A scenario rule card may add aims of its own with the read-only `quest_aims(self, game, side)`
-- answering such a table (or nil), and with `barred = true` in it hold the quests' own aims
-- out of the guild's reach for now: the Temple's magic barrier, before the guild has had its
-- 6 coins, makes coins and treasure the aim instead of Lord Fang (and its progress 1 after).
--
-- The numbers: a quest fulfilled is worth 6 to ai.lua's evaluation (and a coin to the first),
-- so everything short of it is worth less, and every part is a bonus that only grows as the
-- quest nears its end: no step towards it (a token picked up, the barrier passed, a villain
-- summoned) may look like a loss. Progress is worth up to 4; a hero near a quest's monster up
-- to 1 (a twentieth a step, three heroes 3); the guild's nearest hero near a token a quest
-- wants up to 2, and once it holds the token 2 more, then a fifth a step nearer the token's
-- goal (6 at the goal); each wound on a villain a quest wants dead up to 1 (6 its whole life,
-- for the guild about to move, as ai.lua counts monsters' wounds). When one more quest wins the
-- scenario for the guild (the Temple's only quest; an Inner Circle PvE quest after a PvP one,
-- AQ p.25), all of it counts DECISIVE times: the one-turn lookahead then risks more for it.
-- Nothing here is kept between calls: a query's aims live in its
-- `view` (ai.lua's survey).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, type, tonumber, setmetatable, math, require = ipairs, type, tonumber, setmetatable, math, require

local quests = require("arcadia.quests")

local aq = {}

local HUGE = math.huge
local FAR = 20 -- steps beyond this all look the same

aq.PROGRESS = 4.0 -- the whole of a quest's progress short of fulfilling it
aq.NEAR_KILL = 0.05 -- per step nearer (within FAR) of each hero to a monster a quest wants killed
aq.NEAR_FETCH = 0.1 -- per step nearer (within FAR) of the guild's nearest hero to a wanted token
aq.CARRY = 2.0 -- a hero holding a token a quest wants brought somewhere
aq.CARRY_STEP = 0.2 -- and per step nearer (within FAR) its goal
aq.VILLAIN_WOUND = 1.0 -- each wound on a quest villain, for the guild to move (at most 6 in all)
aq.DECISIVE = 3 -- everything above counts this many times when one more quest wins the scenario
aq.PULL = 4 -- steps a hero walks out of its way towards a quest's monster or token

local function is_guild(side) return side ~= "monsters" end

--- The aims scenario rule cards add for guild `side`, and whether they bar its quests' own.
local function rule_aims(game, side, view)
  local out, barred = {}, false
  for _, id in ipairs(game.scenario.special_rules or {}) do
    local d = type(id) == "string" and game.def(id) or nil
    local a = d and d.quest_aims and d.quest_aims(d, game, side, aq.context(game, view))
    if a then
      out[#out + 1] = a
      if a.barred then barred = true end
    end
  end
  return out, barred
end

--- What the aims hooks read, each read once a query when first asked and kept in `view`:
--- `lying()` (the cards lying on the board: `{card, at, c}`), `monsters()` (on the board: `{id,
--- side, at, card, figure}`), `held(side)` (the cards the guild's heroes on the board hold: `{card,
--- hero, c}`), `c` the card itself.
function aq.context(game, view)
  local ctx = view.quest_ctx
  if ctx then return ctx end
  local lying, monsters, held = nil, nil, {}
  ctx = {
    lying = function()
      if lying == nil then
        lying = {}
        for _, c in ipairs(game.cards({ nowhere = true })) do
          local at = c.at
          if type(at) == "string" then lying[#lying + 1] = { card = c.card, at = at, c = c } end
        end
      end
      return lying
    end,
    monsters = function()
      if monsters == nil then
        monsters = {}
        for _, f in ipairs(view.figures) do
          if f.side == "monsters" then
            monsters[#monsters + 1] = { id = f.id, side = f.side, at = f.at, card = f.proxy.card, figure = f.proxy }
          end
        end
      end
      return monsters
    end,
    held = function(side)
      local list = held[side]
      if list then return list end
      list = {}
      for _, f in ipairs(view.figures) do
        if f.side == side then
          for _, c in ipairs(game.cards({ holder = f.proxy })) do
            list[#list + 1] = { card = c.card, hero = f.proxy, c = c }
          end
        end
      end
      held[side] = list
      return list
    end,
  }
  view.quest_ctx = ctx
  return ctx
end

--- Everything the open PvE quests of guild `side` aim at, merged: `{progress, kill = {spaces},
--- villains = {figures}, fetch = {spaces}, carry = {{hero, to}}}`, or false. Worked out once
--- per query (kept in `view`).
function aq.aims(game, view, side)
  view.aims = view.aims or {}
  local got = view.aims[side]
  if got ~= nil then return got end
  got = false
  if is_guild(side) then
    local vars = game.side(side)
    local out = { progress = 0, kill = {}, villains = {}, fetch = {}, carry = {}, n = 0 }
    local list, barred = rule_aims(game, side, view)
    if not barred then
      for _, q in ipairs(quests.list(game)) do
        local hook = not q.pvp and q.def.aims
        if hook and vars["quest " .. q.id] ~= true then
          list[#list + 1] = hook(q, game, side, aq.context(game, view)) or false
        end
      end
    end
    for _, a in ipairs(list) do
      if a then
        out.n = out.n + 1
        out.progress = out.progress + math.min(math.max(tonumber(a.progress) or 0, 0), 1)
        for _, m in ipairs(a.kill or {}) do
          out.kill[#out.kill + 1] = m.at
          local d = game.def(m.card)
          if d and type(d.tier) == "string" and d.tier:find("villain", 1, true) then
            out.villains[#out.villains + 1] = m.figure
          end
        end
        for _, at in ipairs(a.fetch or {}) do
          out.fetch[#out.fetch + 1] = at
        end
        -- One carrier a quest counts: the one nearest its goal (worked out in aq.value).
        if a.carry and #a.carry > 0 then out.carry[#out.carry + 1] = a.carry end
      end
    end
    if out.n > 0 then
      local need = quests.needed(game)
      out.weight = quests.count(game, side) + 1 >= need and aq.DECISIVE or 1
      got = out
    end
  end
  view.aims[side] = got
  return got
end

--- A whole distance field (ai.lua's `distance` reads it): every space within FAR of `list`.
local function field(game, list, mover) return { d = game.distances(list, { mover = mover, limit = FAR }) } end

--- The same field worked out only for the spaces `at` (a list): ai.lua's `distance` asks the
--- kernel for more (a space's neighbours) when it needs them, as for its own goal fields, and
--- reads what the whole field would hold. Cheaper when a few spaces are weighed: the search
--- stops once they are settled and the answer holds only them.
local function field_at(game, list, mover, at)
  return { d = game.distances(list, { mover = mover, limit = FAR, at = at }), goals = list, mover = mover, limit = FAR }
end

--- The guild's heroes on the board (from the view's figures).
local function heroes(view, side)
  local out = {}
  for _, f in ipairs(view.figures) do
    if f.side == side then out[#out + 1] = f.proxy end
  end
  return out
end

--- Whether carrier `c` stands on one of its goal spaces. Its quest still open, it did not
--- arrive there: arrival counts when a point of movement ends there with no enemy in the space
--- (escort.lua), and it came with an enemy there or was placed. It must step off and on again.
local function on_goal(c)
  for _, at in ipairs(c.to) do
    if at == c.hero.at then return true end
  end
  return false
end

local STEP_OFF_AND_ON = 2 -- the movement a carrier on its goal needs to arrive there

--- How far each carrier of a carry list is from its goal; the best (smallest) of them.
local function nearest_carry(game, list, dist)
  local best = HUGE
  for _, c in ipairs(list) do
    if c.hero.on_board and #c.to > 0 then
      local at = c.hero.at
      local d = on_goal(c) and STEP_OFF_AND_ON or dist(game, field_at(game, c.to, c.hero, { at }), at)
      if d < best then best = d end
    end
  end
  return best
end

--- Guild `side`'s standing in its PvE quests short of fulfilling them: progress, heroes near
--- the monsters and tokens its quests want, tokens carried and how near their goals. `dist(game,
--- field, at)` is ai.lua's cost of a space in a distance field.
function aq.value(game, view, side, dist)
  local a = aq.aims(game, view, side)
  if not a then return 0 end
  local v = aq.PROGRESS * a.progress
  local mine = heroes(view, side)
  if #mine == 0 then return v * a.weight end
  local spaces = {}
  for i, h in ipairs(mine) do
    spaces[i] = h.at
  end
  if #a.kill > 0 then
    local fld = field_at(game, a.kill, mine[1], spaces)
    local nearest = FAR
    for _, h in ipairs(mine) do
      local d = math.min(dist(game, fld, h.at), FAR)
      v = v + aq.NEAR_KILL * (FAR - d)
      nearest = math.min(nearest, d)
    end
    -- A killed hero comes back Close to an ally when its guild rests (AQ p.18): it counts as
    -- near as the nearest of them, so dying there does not look like walking away.
    for _, f in ipairs(game.figures({ side = side, on_board = false })) do
      if f.card ~= nil then v = v + aq.NEAR_KILL * (FAR - nearest) end
    end
  end
  for _, list in ipairs(a.carry) do
    local d = nearest_carry(game, list, dist)
    if d ~= HUGE then v = v + aq.CARRY + aq.CARRY_STEP * (FAR - math.min(d, FAR)) end
  end
  if #a.fetch > 0 and #a.carry == 0 then
    local fld = field_at(game, a.fetch, mine[1], spaces)
    local best = HUGE
    for _, h in ipairs(mine) do
      best = math.min(best, dist(game, fld, h.at))
    end
    v = v + aq.NEAR_FETCH * (FAR - math.min(best, FAR))
  end
  return v * a.weight
end

--- For the guild to move only (as ai.lua counts monsters' wounds): the wounds on the villains
--- its quests want dead (a villain takes several turns), never more than a quest in all.
function aq.bonus(game, view, side)
  local a = aq.aims(game, view, side)
  if not a then return 0 end
  local v = 0
  for _, f in ipairs(a.villains) do
    local life = math.type(f.life) == "integer" and f.life > 0 and f.life or 1
    local w = math.type(f.wounds) == "integer" and f.wounds or 0
    v = v + math.min(aq.VILLAIN_WOUND, 6 / life) * math.min(math.max(w, 0), life)
  end
  return v * a.weight
end

--- Where hero `mover` (moving for `side`) should head, given ai.lua's goals `list` and their
--- cost `fld`: a carrier heads for its token's goal alone; otherwise the quests' monsters (not
--- for an `unarmed` mover, which has no ready attack card) and tokens count PULL steps nearer
--- than they are. Returns the goals, their costs and the set of
--- goal spaces to step on rather than stop next to (tokens, quest spaces, a carrier's goal).
function aq.steer(game, view, mover, side, list, fld, unarmed)
  local walk = {}
  for _, q in ipairs(view.quests) do
    walk[q.at] = true
  end
  if not is_guild(mover.side) or mover.side ~= side then return list, fld, walk end
  local a = aq.aims(game, view, side)
  if not a then return list, fld, walk end
  for _, carry in ipairs(a.carry) do
    for _, c in ipairs(carry) do
      if c.hero.id == mover.id and #c.to > 0 then
        for _, at in ipairs(c.to) do
          walk[at] = true
        end
        local home = field(game, c.to, mover)
        if on_goal(c) then home.d[mover.at] = STEP_OFF_AND_ON end
        return c.to, home, walk
      end
    end
  end
  local targets = {}
  for _, at in ipairs(unarmed and {} or a.kill) do
    targets[#targets + 1] = at
  end
  for _, at in ipairs(a.fetch) do
    targets[#targets + 1] = at
    walk[at] = true
  end
  if #targets == 0 then return list, fld, walk end
  -- The least cost of each space, worked out for the spaces read (movement_point reads a few:
  -- the options' steps, where the mover stands, maybe their neighbours) rather than merged
  -- over the whole board. Both fields are asked for the spaces ai.lua's field was asked for
  -- (`fld.at`: its `d` holds them already) and, for any other space read, when it is read.
  local near, pull, asked = fld.d, nil, nil
  if fld.goals ~= nil and fld.at ~= nil then
    asked = {}
    for _, s in ipairs(fld.at) do
      asked[s] = true
    end
    pull = game.distances(targets, { mover = mover, limit = FAR, at = fld.at })
  else
    if fld.goals ~= nil then near = game.distances(fld.goals, { mover = fld.mover, limit = fld.limit }) end
    pull = field(game, targets, mover).d
  end
  local function costs_of(s)
    if asked == nil or asked[s] then return near[s], pull[s] end
    local one = { s }
    return game.distances(fld.goals, { mover = fld.mover, limit = fld.limit, at = one })[s],
      game.distances(targets, { mover = mover, limit = FAR, at = one })[s]
  end
  local merged = setmetatable({}, {
    __index = function(t, s)
      local d, p = costs_of(s)
      if p ~= nil then
        p = p - aq.PULL
        if d == nil or p < d then d = p end
      end
      t[s] = d
      return d
    end,
  })
  local goals = {}
  for _, at in ipairs(list) do
    goals[#goals + 1] = at
  end
  for _, at in ipairs(targets) do
    goals[#goals + 1] = at
  end
  return goals, { d = merged }, walk
end

return aq
