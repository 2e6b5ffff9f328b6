-- Villains of cooperative missions (ATC 10.2.1, 10.2.3): stats from their cards, spawning, and
-- the automation that plays their turns (Basic Strategy, the thinking steps, the golden rule).
--
-- A villain card (`kind = "villain"`, cards/arena/villains/) holds the stats copied to the figure
-- (`hp`, `defence`, `movement`, `basic`, `basic_range`) and `attacks` (attack card ids; with its
-- Basic Attack, it makes the one with the best expected damage on its determined target). Targeting follows a *command*: a list of criteria, best first
-- (`{"nearest", "lowest_hp"}` is the Basic Strategy); an Evil Power card may give another.
--
-- Every decision ties are broken by the players (the quests' golden rule, ATC 10): a choice for
-- side `heroes` (`villain target HERO`, `villain square SQUARE`).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, tostring, tonumber, error, math, table, require =
  ipairs, pairs, tostring, tonumber, error, math, table, require

local villains = {}

villains.BASIC = { "nearest", "lowest_hp" }
villains.TYPES = { sentinel = true, soldier = true, sniper = true, warlord = true }

local COLS = "abcdefghijklmnopqrstuvwxyz"

--- "c4" -> 3, 4
function villains.coords(sq)
  local c, r = tostring(sq):match("^(%a)(%d+)$")
  if not c then return nil end
  return COLS:find(c, 1, true), tonumber(r)
end

function villains.square(col, row) return COLS:sub(col, col) .. row end

--- The square at (col, row), or nil off the board.
function villains.on_board(game, col, row)
  local w, h = 24, 16
  if game.board_size then
    w, h = game.board_size()
  end
  if col < 1 or row < 1 or col > w or row > h then return nil end
  return villains.square(col, row)
end

function villains.distance(a, b) return require("arena.board").distance(a, b) end

local function board() return require("arena.board") end
local rulebook = require("arena.rulebook")

local function lava_damage(game) return game.vars.lava_damage or game.scenario.lava_damage or 4 end

--- Stats from the villain (or boss) card onto the figure, once (full HP).
function villains.setup(game, f)
  local def = f.card and game.def(f.card)
  if not def or (def.kind ~= "villain" and def.kind ~= "boss") then return end
  if f.max_hp == nil then f.max_hp = def.hp end
  if f.hp == nil then f.hp = def.hp end
  for _, k in ipairs({ "defence", "movement", "basic", "basic_range" }) do
    if f[k] == nil and def[k] ~= nil then f[k] = def[k] end
  end
  if f.role == nil then f.role = def.type or def.kind end
end

--- Heroes alive on the board.
function villains.heroes(game)
  local out = {}
  for _, h in ipairs(game.figures({ side = "heroes", on_board = true })) do
    if not h.dead then out[#out + 1] = h end
  end
  return out
end

--- Foes alive on the board (villains and bosses).
function villains.foes(game)
  local out = {}
  for _, f in ipairs(game.figures({ side = "foes", on_board = true })) do
    if not f.dead then out[#out + 1] = f end
  end
  return out
end

--- Whether square `at` has a foe next to it (other than `except`).
local function foe_adjacent(game, at, except)
  for _, o in ipairs(villains.foes(game)) do
    if o ~= except and o.at ~= at and villains.distance(o.at, at) <= 1 then return true end
  end
  return false
end

--- Spawns off-board villain `f` with full HP (ATC 10.2.1). `at` nil: the players pick a free
--- square among `candidates` not adjacent to another villain.
function villains.spawn(game, f, at, candidates)
  f = game.figure(f)
  if not at then
    local options = {}
    for _, sq in ipairs(candidates or {}) do
      if #game.figures({ at = sq }) == 0 and not foe_adjacent(game, sq, f) then
        options[#options + 1] = { key = "spawn " .. f.id .. " " .. sq, at = sq }
      end
    end
    if #options == 0 then return false end
    at = (#options == 1) and options[1].at
      or game.choose({
        side = "heroes",
        prompt = "where does " .. f.id .. " spawn?",
        options = options,
        rule = rulebook.spawn,
      }).at
  end
  game.place(f, at)
  f.dead = nil
  f.died_at = nil
  f.drop_done = nil
  villains.setup(game, f)
  f.hp = f.max_hp
  f.acted = nil
  game.log(f.id .. " spawns on " .. at)
  return true
end

-- Reaching squares ------------------------------------------------------------------------------

local DIRS = { { -1, -1 }, { 0, -1 }, { 1, -1 }, { -1, 0 }, { 1, 0 }, { -1, 1 }, { 0, 1 }, { 1, 1 } }

local function terrain(game, at) return board().terrain(game, at) end

local function harmful(kind) return kind == "lava" or kind == "spikes" end

local function adjacent(game, a, b) return board().adjacent(game, a, b) end

--- Cheapest endings for `f` with `mp` points: {[sq] = {cost, harm, path}}, safest first (least
--- lava damage, then fewest points), with the squares entered in order. Steps follow the
--- movement rules (movement.passable, movement.step_cost: swamp 2 MP, lava once per turn, allies
--- passed never ended on); ending a turn on lava hurts too. The start square is included.
function villains.paths(game, f, mp)
  local movement = require("arena.movement")
  local start = f.at
  local dmg = lava_damage(game)
  local best = { [start] = { cost = 0, harm = 0, path = {} } }
  local frontier = { start }
  while #frontier > 0 do
    local bi = 1
    for i = 2, #frontier do
      local x, y = best[frontier[i]], best[frontier[bi]]
      if
        x.harm < y.harm or (x.harm == y.harm and (x.cost < y.cost or (x.cost == y.cost and frontier[i] < frontier[bi])))
      then
        bi = i
      end
    end
    local sq = table.remove(frontier, bi)
    local node = best[sq]
    for _, to in ipairs(board().neighbours(game, sq)) do
      if movement.passable(game, f, sq, to) then
        local step, lava = movement.step_cost(game, sq, to)
        local cost = node.cost + step
        local harm = node.harm
        if lava and harm == 0 then harm = dmg end
        local old = best[to]
        if cost <= mp and (not old or harm < old.harm or (harm == old.harm and cost < old.cost)) then
          local path = {}
          for i, p in ipairs(node.path) do
            path[i] = p
          end
          path[#path + 1] = to
          best[to] = { cost = cost, harm = harm, path = path }
          frontier[#frontier + 1] = to
        end
      end
    end
  end
  local out = {}
  for sq, e in pairs(best) do
    if sq == start or movement.can_end(game, f, sq) then
      local harm = e.harm
      -- ending on lava hurts too; staying where it stands does not count (rule 3 steps off after)
      if sq ~= start and harm == 0 and harmful(terrain(game, sq)) and f.lava_turn ~= game.vars.turn then harm = dmg end
      out[sq] = { cost = e.cost, harm = harm, path = e.path }
    end
  end
  return out
end

-- Attacks ---------------------------------------------------------------------------------------

--- The attack a villain makes (its first attack card), as a definition with `id`.
function villains.attack_def(game, f)
  local def = f.card and game.def(f.card) or {}
  local id = def.attacks and def.attacks[1]
  if id then
    local a = game.def(id)
    if a then return a end
  end
  return { id = "basic", range = f.basic_range or 1, damage = f.basic, tier = "basic" }
end

--- Every attack `f` may make: its attack cards (in card order), then its Basic Attack.
function villains.attack_defs(game, f)
  local def = f.card and game.def(f.card) or {}
  local out = {}
  for _, id in ipairs(def.attacks or {}) do
    local a = game.def(id)
    if a then out[#out + 1] = a end
  end
  if f.basic then
    out[#out + 1] = { id = "basic", range = f.basic_range or 1, damage = f.basic, tier = "basic", up_to = 1 }
  end
  if #out == 0 then out[1] = villains.attack_def(game, f) end
  return out
end

--- Heroes attack `def` hits from `sq`: the determined `hero` first, then the others it reaches
--- (a multi-target attack hits what it can, up to its `up_to`).
function villains.hits(game, def, sq, hero)
  local out = {}
  if villains.can_hit(game, def, sq, hero.at) then out[1] = hero end
  local n = (def.target == "enemy" or def.target == nil) and (def.up_to or 1) or 1
  if #out == 0 then return out end
  local others = {}
  for _, h in ipairs(villains.heroes(game)) do
    if h ~= hero and villains.can_hit(game, def, sq, h.at) then others[#others + 1] = h end
  end
  table.sort(others, function(a, b) return a.id < b.id end)
  for _, h in ipairs(others) do
    if #out >= n then break end
    out[#out + 1] = h
  end
  return out
end

--- Expected damage of `def` from `sq` with `hero` the determined target: its damage times the
--- chance to hit each target (a d20 at or over the defence, 1 always misses, 20 always hits).
function villains.expected(game, f, def, sq, hero)
  local total = 0
  for _, h in ipairs(villains.hits(game, def, sq, hero)) do
    local need = math.max(2, math.min(20, h.defence or 10))
    total = total + (def.damage or 0) * (21 - need) / 20
  end
  return total
end

local function ranged(def)
  if def.ranged ~= nil then return def.ranged end
  return (def.range or 1) > 2
end
villains.ranged = ranged

--- Whether an attack of range `def.range` from square `from` reaches hero square `to`.
function villains.can_hit(game, def, from, to)
  if from == to then return false end
  return villains.distance(from, to) <= (def.range or 1) and board().sees(game, from, to)
end

local function heroes_adjacent(game, at, f)
  local n = 0
  for _, h in ipairs(villains.heroes(game)) do
    if h.at ~= at and adjacent(game, at, h.at) then n = n + 1 end
  end
  return n
end

--- The safety of ending on `sq` (entry from paths) to attack with `def`: harm taken, reaction
--- attacks incited (leaving a hero's side by moving, or a ranged attack declared next to heroes;
--- a sidestep incites none), then movement points. Lower is better, compared in that order.
function villains.safety(game, f, def, sq, e)
  local incite = 0
  if sq ~= f.at and not e.sidestep then incite = incite + heroes_adjacent(game, f.at, f) end
  if ranged(def) then incite = incite + heroes_adjacent(game, sq, f) end
  return { e.harm or 0, incite, e.cost or 0 }
end

local function less(a, b)
  for i = 1, math.max(#a, #b) do
    local x, y = a[i] or 0, b[i] or 0
    if x ~= y then return x < y end
  end
  return false
end
villains.less = less

local function same(a, b) return not less(a, b) and not less(b, a) end

--- The squares from which `f` can attack hero `h` this turn, with their safety: a list of
--- {sq, e, key}. Endings that would kill it for certain (harm >= its HP) do not count (1.1).
function villains.attack_squares(game, f, def, h, paths)
  local out = {}
  for sq, e in pairs(paths) do
    if (e.harm or 0) < (f.hp or 1) and villains.can_hit(game, def, sq, h.at) then
      out[#out + 1] = { sq = sq, e = e, key = villains.safety(game, f, def, sq, e) }
    end
  end
  -- a ranged villain next to heroes may sidestep away instead (2.1): no reaction attack
  if ranged(def) and heroes_adjacent(game, f.at, f) > 0 and not require("arena.effects").has(game, f, "slowed") then
    local c, r = villains.coords(f.at)
    for _, d in ipairs(DIRS) do
      local to = villains.on_board(game, c + d[1], r + d[2])
      if
        to
        and adjacent(game, f.at, to)
        and game.crowding(to, f) == "free"
        and terrain(game, to) ~= "swamp"
        and terrain(game, to) ~= "ruins"
        and villains.can_hit(game, def, to, h.at)
      then
        local harm = harmful(terrain(game, to)) and lava_damage(game) or 0
        local e = { cost = f.movement or 0, harm = harm, path = { to }, sidestep = true }
        if harm < (f.hp or 1) then out[#out + 1] = { sq = to, e = e, key = villains.safety(game, f, def, to, e) } end
      end
    end
  end
  table.sort(out, function(a, b)
    if less(a.key, b.key) then return true end
    if less(b.key, a.key) then return false end
    return a.sq < b.sq
  end)
  return out
end

-- Targeting ---------------------------------------------------------------------------------------

--- Movement points `f` needs to come next to every square (walls, obstacles and enemies in the
--- way count; allies are passed; swamp costs 2), unlimited: {[sq] = cost}.
function villains.cost_map(game, f)
  local movement = require("arena.movement")
  local dist = { [f.at] = 0 }
  local buckets, c = { [0] = { f.at } }, 0
  local maxc = 0
  while c <= maxc do
    local list = buckets[c]
    if list then
      for _, sq in ipairs(list) do
        if dist[sq] == c then
          for _, to in ipairs(board().neighbours(game, sq)) do
            if movement.passable(game, f, sq, to) then
              local nc = c + movement.step_cost(game, sq, to)
              if not dist[to] or nc < dist[to] then
                dist[to] = nc
                buckets[nc] = buckets[nc] or {}
                table.insert(buckets[nc], to)
                if nc > maxc then maxc = nc end
              end
            end
          end
        end
      end
    end
    c = c + 1
  end
  return dist
end

--- How far hero `h` is from `f` by movement (10.2.3.1 "nearest reachable"): the points to
--- come next to it (1 from an adjacent square); one it cannot reach counts 1000 + squares.
function villains.move_distance(game, f, h, map)
  if villains.distance(f.at, h.at) <= 1 then return villains.distance(f.at, h.at) end
  map = map or villains.cost_map(game, f)
  local best
  for _, n in ipairs(board().neighbours(game, h.at)) do
    if map[n] and game.close(n, h.at) and (not best or map[n] + 1 < best) then best = map[n] + 1 end
  end
  return best or (1000 + villains.distance(f.at, h.at))
end

-- `ctx` lives for one ranking only (the board may change between rankings)
local function move_dist(game, f, h, ctx)
  ctx = ctx or {}
  ctx.map = ctx.map or villains.cost_map(game, f)
  return villains.move_distance(game, f, h, ctx.map)
end

local CRITERIA = {
  nearest = function(game, f, h, ctx) return move_dist(game, f, h, ctx) end,
  farthest = function(game, f, h, ctx) return -move_dist(game, f, h, ctx) end,
  lowest_hp = function(game, f, h) return h.hp or 0 end,
  highest_hp = function(game, f, h) return -(h.hp or 0) end,
  most_damaged = function(game, f, h) return -((h.max_hp or 0) - (h.hp or 0)) end,
  -- heroes with more heroes around them first (area attacks, "the crowd")
  crowded = function(game, f, h) return -heroes_adjacent(game, h.at, f) end,
}

--- A criterion's value for hero `h` (lower is preferred). `role:NAME` prefers that role.
function villains.criterion(game, f, h, c, ctx)
  local role = c:match("^role:(.+)$")
  if role then return (h.role == role) and 0 or 1 end
  local fn = CRITERIA[c]
  if not fn then error("villain command: unknown criterion `" .. tostring(c) .. "`") end
  return fn(game, f, h, ctx)
end

--- Heroes grouped by the command, best group first; heroes in one group tie on every criterion.
function villains.rank(game, f, command, heroes)
  command = command or villains.BASIC
  local ctx = {}
  local keyed = {}
  for _, h in ipairs(heroes or villains.heroes(game)) do
    local key = {}
    for i, c in ipairs(command) do
      key[i] = villains.criterion(game, f, h, c, ctx)
    end
    keyed[#keyed + 1] = { h = h, key = key }
  end
  table.sort(keyed, function(a, b)
    if less(a.key, b.key) then return true end
    if less(b.key, a.key) then return false end
    return a.h.id < b.h.id
  end)
  local groups = {}
  for _, k in ipairs(keyed) do
    local g = groups[#groups]
    if g and same(g.key, k.key) then
      g.heroes[#g.heroes + 1] = k.h
    else
      groups[#groups + 1] = { key = k.key, heroes = { k.h } }
    end
  end
  return groups
end

--- The golden rule: the players pick among tied `items` (`key_of(item)` names each option).
function villains.golden(game, items, prompt, key_of)
  if #items == 1 then return items[1] end
  local options = {}
  for i, it in ipairs(items) do
    options[i] = { key = key_of(it), item = it }
  end
  return game.choose({ side = "heroes", prompt = prompt, options = options, rule = rulebook.golden_rule }).item
end

--- Step 1 of the thinking steps: the target and where to attack it from, or nil when no hero
--- can be reached this turn. `def` is one attack or a list: the target is the command's first
--- hero any of them reaches, then its attack is the one with the best expected damage on it
--- (ties: the safer square, then card order). Returns {hero, sq, e, def}.
function villains.choose_target(game, f, def, command, paths)
  local defs = def
  if def.id or def.damage or def.range then defs = { def } end
  for _, group in ipairs(villains.rank(game, f, command)) do
    local reachable = {}
    for _, h in ipairs(group.heroes) do
      local per, key = {}, nil
      for i, d in ipairs(defs) do
        local squares = villains.attack_squares(game, f, d, h, paths)
        if #squares > 0 then
          per[#per + 1] = { def = d, squares = squares, order = i }
          if not key or less(squares[1].key, key) then key = squares[1].key end
        end
      end
      -- 1.2 safest to reach (harm, then reactions), 1.2.1 fewer movement points
      if #per > 0 then reachable[#reachable + 1] = { hero = h, per = per, key = key } end
    end
    if #reachable > 0 then
      table.sort(reachable, function(a, b)
        if less(a.key, b.key) then return true end
        if less(b.key, a.key) then return false end
        return a.hero.id < b.hero.id
      end)
      local tied = {}
      for _, r in ipairs(reachable) do
        if same(r.key, reachable[1].key) then tied[#tied + 1] = r end
      end
      local pick = villains.golden(
        game,
        tied,
        f.id .. ": which hero does it attack?",
        function(r) return "villain target " .. r.hero.id end
      )
      -- the attack: best expected damage from its safest square
      for _, p in ipairs(pick.per) do
        p.value = villains.expected(game, f, p.def, p.squares[1].sq, pick.hero)
      end
      table.sort(pick.per, function(a, b)
        if a.value ~= b.value then return a.value > b.value end
        if less(a.squares[1].key, b.squares[1].key) then return true end
        if less(b.squares[1].key, a.squares[1].key) then return false end
        return a.order < b.order
      end)
      local chosen = pick.per[1]
      -- step 2: the safest square for that target; ties are the players' choice
      local best = {}
      for _, s in ipairs(chosen.squares) do
        if same(s.key, chosen.squares[1].key) then best[#best + 1] = s end
      end
      local stay
      for _, s in ipairs(best) do
        if s.sq == f.at then stay = s end
      end
      local s = stay
        or villains.golden(
          game,
          best,
          f.id .. ": from which square does it attack?",
          function(x) return "villain square " .. x.sq end
        )
      return { hero = pick.hero, sq = s.sq, e = s.e, def = chosen.def }
    end
  end
  return nil
end

--- Basic Strategy when nobody is reachable: the nearest hero (tie: lowest HP, then the players;
--- a boss: its spell's `command`), and the safest ending closest to it with both move actions.
function villains.approach(game, f, paths, command)
  local groups = villains.rank(game, f, command or villains.BASIC)
  if #groups == 0 then return nil end
  local hero = villains.golden(
    game,
    groups[1].heroes,
    f.id .. ": which hero does it move towards?",
    function(h) return "villain target " .. h.id end
  )
  local list = {}
  for sq, e in pairs(paths) do
    if (e.harm or 0) < (f.hp or 1) then
      list[#list + 1] = { sq = sq, e = e, key = { e.harm or 0, villains.distance(sq, hero.at), e.cost or 0 } }
    end
  end
  table.sort(list, function(a, b)
    if less(a.key, b.key) then return true end
    if less(b.key, a.key) then return false end
    return a.sq < b.sq
  end)
  if #list == 0 then return nil end
  local best = {}
  for _, s in ipairs(list) do
    if same(s.key, list[1].key) then best[#best + 1] = s end
  end
  local s = villains.golden(
    game,
    best,
    f.id .. ": where does it move?",
    function(x) return "villain square " .. x.sq end
  )
  return { hero = hero, sq = s.sq, e = s.e }
end

-- The turn ------------------------------------------------------------------------------------------

--- Walks `f` along `e.path` (a sidestep for `e.sidestep`) through the movement rules: leaving a
--- square next to a hero incites reaction attacks (ATC 4.1.4; each may cost it 1 MP, cutting the
--- walk short where it may end). Returns the square it stopped on.
function villains.walk(game, f, e, mp)
  if not e or not e.path or #e.path == 0 then return f.at end
  local movement = require("arena.movement")
  if e.sidestep then
    local from, to = f.at, e.path[1]
    local ev = game.emit("move_step", {
      figure = f,
      from = from,
      to = to,
      kind = "sidestep",
      cost = f.movement or 0,
      detail = f.id .. " sidestep " .. to,
    })
    if ev.cancelled then return f.at end
    game.move(f, to)
    game.emit("moved", { figure = f, from = from, to = to, kind = "sidestep" })
    local _, lava = movement.step_cost(game, from, to)
    if lava then movement.lava(game, f) end
    return f.at
  end
  local path = e.path
  -- points left: the action's (`mp`), else the planned path's cost (swamp steps cost 2)
  local left = mp or e.cost
  if left == nil then
    left = 0
    local at = f.at
    for _, sq in ipairs(path) do
      left = left + movement.step_cost(game, at, sq)
      at = sq
    end
  end
  local last = #path -- index of the square the walk ends on (0: where it stands)
  local i = 1
  while i <= last do
    if f.dead or not f.on_board then return nil end
    if #board().enemies_adjacent(game, f) > 0 and movement.incite(game, f) > 0 then
      left = left - (f.mp_debt or 0)
      f.mp_debt = nil
      if f.dead or not f.on_board then return nil end
      -- the declaration resets (4.1.4): the walk now ends on the farthest square of its path
      -- that the points left reach and that it may end on (possibly where it stands); standing
      -- on an ally's square, it keeps the points it needs to reach the next free square of the
      -- path (as movement.move_action does), so it never ends on an occupied square
      local at, cost = f.at, 0
      local reach = movement.can_end(game, f, f.at) and (i - 1) or nil
      local first_free
      for j = i, last do
        cost = cost + movement.step_cost(game, at, path[j])
        at = path[j]
        if movement.can_end(game, f, at) then
          if cost <= left then reach = j end
          if not first_free then first_free = j end
        end
      end
      last = reach or first_free or last
      if i > last then break end
    end
    local cost = movement.step_cost(game, f.at, path[i])
    if movement.step(game, f, path[i]) == false then break end
    left = left - cost
    i = i + 1
  end
  villains.settle(game, f)
  return f.at
end

--- Never leaves `f` on an occupied square (4.1.4, 3.3): when a walk was cut short there (a
--- step refused, the square taken meanwhile), it steps on to the nearest square it may end on.
function villains.settle(game, f)
  if f.dead or not f.on_board or require("arena.movement").can_end(game, f, f.at) then return end
  local movement = require("arena.movement")
  for mp = 1, 6 do
    local list = {}
    for sq, e in pairs(villains.paths(game, f, mp)) do
      if sq ~= f.at and movement.can_end(game, f, sq) then list[#list + 1] = { sq = sq, e = e } end
    end
    if #list > 0 then
      table.sort(list, function(a, b)
        if (a.e.harm or 0) ~= (b.e.harm or 0) then return (a.e.harm or 0) < (b.e.harm or 0) end
        if a.e.cost ~= b.e.cost then return a.e.cost < b.e.cost end
        return a.sq < b.sq
      end)
      for _, sq in ipairs(list[1].e.path) do
        if movement.step(game, f, sq) == false then break end
      end
      if movement.can_end(game, f, f.at) then return end
    end
  end
  -- boxed in: the nearest free square of the board (placed, as a revive is)
  local board_ = board()
  local w, h = board_.size(game)
  local x0, y0 = board_.xy(f.at)
  for r = 1, math.max(w, h) do
    local best
    for y = math.max(1, y0 - r), math.min(h, y0 + r) do
      for x = math.max(1, x0 - r), math.min(w, x0 + r) do
        local s = board_.sq(x, y)
        if
          board_.distance(f.at, s) == r
          and board_.walkable(game, s)
          and movement.can_end(game, f, s)
          and (not best or s < best)
        then
          best = s
        end
      end
    end
    if best then
      game.log(f.id .. " cannot stay on an occupied square: placed on " .. best)
      game.move(f, best)
      return
    end
  end
end

--- Rule 3: steps `f` off the lava it stands on, the safest way (fewest reaction attacks: a
--- sidestep incites none), then the shortest; ties are the players' choice.
function villains.leave_lava(game, f)
  local list = {}
  local near = heroes_adjacent(game, f.at, f)
  for sq, e in pairs(villains.paths(game, f, f.movement or 0)) do
    if sq ~= f.at and not harmful(terrain(game, sq)) and (e.harm or 0) == 0 then
      list[#list + 1] = { sq = sq, e = e, key = { near, e.cost } }
    end
  end
  if not require("arena.effects").has(game, f, "slowed") then
    local movement = require("arena.movement")
    for _, s in ipairs(movement.sidesteps(game, f)) do
      if not s.swap and not harmful(terrain(game, s.to)) then
        list[#list + 1] = {
          sq = s.to,
          e = { cost = f.movement or 0, harm = 0, path = { s.to }, sidestep = true },
          key = { 0, f.movement or 0 },
        }
      end
    end
  end
  if #list == 0 then return end
  table.sort(list, function(a, b)
    if less(a.key, b.key) then return true end
    if less(b.key, a.key) then return false end
    return a.sq < b.sq
  end)
  local best, seen = {}, {}
  for _, s in ipairs(list) do
    if same(s.key, list[1].key) and not seen[s.sq] then
      best[#best + 1] = s
      seen[s.sq] = true
    end
  end
  local s = villains.golden(
    game,
    best,
    f.id .. ": where does it leave the lava to?",
    function(x) return "villain square " .. x.sq end
  )
  villains.walk(game, f, s.e, f.movement or 0)
end

--- Makes `f`'s attack on `hero` through the attack timeline.
function villains.strike(game, f, def, hero, opts)
  if f.dead or not f.on_board or hero.dead then return end
  local o = { targets = villains.hits(game, def, f.at, hero) }
  if #o.targets == 0 then o.targets = { hero } end
  for k, v in pairs(opts or {}) do
    o[k] = v
  end
  return require("arena.attack").perform(game, f, def.id or "basic", o)
end

--- One villain's action phase (ATC 10.2.3): target, move, attack, then step off lava (rule 3);
--- or, with nobody in reach, two move actions towards the nearest hero. `power` is the Evil
--- Power card definition in force (its `command` and attack modifiers), or nil.
function villains.act(game, f, power)
  local mp = (f.movement or 0) + (power and power.power and power.power.movement or 0)
  local paths = villains.paths(game, f, mp)
  local plan = villains.choose_target(game, f, villains.attack_defs(game, f), power and power.command, paths)
  local opts = nil
  if plan then
    local def = plan.def
    local moved = plan.sq ~= f.at
    if moved then villains.walk(game, f, plan.e, mp) end
    if f.dead or not f.on_board then return end
    -- the target may have moved or died through reactions: attack only if still possible
    if not plan.hero.dead and plan.hero.on_board and villains.can_hit(game, def, f.at, plan.hero.at) then
      villains.strike(game, f, def, plan.hero, opts)
    end
    -- 3) avoid unnecessary damage: still on lava with the move action unused, leave it by the
    -- safest way (a sidestep incites no reaction attack), then the shortest
    if not moved and not f.dead and f.on_board and harmful(terrain(game, f.at)) then villains.leave_lava(game, f) end
    return plan
  end
  -- 1.3: nobody reachable: the prime action is a second move action
  local far = villains.paths(game, f, mp * 2)
  local plan2 = villains.approach(game, f, far)
  if plan2 and plan2.sq ~= f.at then villains.walk(game, f, plan2.e, mp * 2) end
  return plan2
end

return villains
