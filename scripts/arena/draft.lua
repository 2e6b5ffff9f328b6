-- PvP table set-up as choices (ATC 1, steps C-F, and G from 7.1), for scenarios with
-- `setup: draft`. The kernel cannot create figures, so the scenario lists a pool of hero
-- figures per team kept off the board (`off_board: true`, sides white/black, one per hero card
-- a team may recruit); the draft places those recruited and retires the others (their cards
-- are discarded and their `hp` cleared, so they are no combatants).
--
-- Steps and choice keys:
--   B. (`placement: competitive`, with a `tile_pool:` list) roll-off, then the teams alternate
--      placing one tile each until each has placed five (`tiles_per_team`, default 5):
--      `place KIND SIZE` (a pool entry, e.g. `place wall 4x1`), `place at SQUARE` (its top-left
--      square), then, for a tile that is not square, `place as WxH` (e.g. `place as 1x4`: the
--      orientation). A tile never overlaps nor touches (8-way) a tile already there (placed,
--      the diagram's markers and barriers, obstacles). Walls become barriers, doors door tiles
--      (board.add_door: opened or destroyed as usual), terrain the game vars `terrain SQ`
--      (board.terrain reads them before markers). Pool entry keys: `kind` (lava, spikes, swamp,
--      ruins, altar, portal, stairs, wall, door, locked_door), `size` ("WxH"), optional `hp`
--      (doors), `locked`, `count` (copies for both teams together; default unlimited).
--      A team that cannot place any tile stops. `placement: freestyle` (the default): the
--      diagram is the agreed arena.
--   C. `roll off` (asked first), then a roll-off (d20 each, white's die first, ties rerolled); the winner recruits first, then
--      the teams alternate: `recruit HERO` (a hero card id) until each has `heroes_per_team`
--      (3 or 4, default 3). No two heroes of the same combat role in a team; a hero once.
--   D. roll-off; the winner picks `half left` / `half right` (columns split at the midpoint)
--      and deploys first; teams alternate `deploy FIGURE` (skipped when one hero is left) then
--      `deploy at SQUARE` (a space of its half, free of figures; terrain allowed). The
--      deployment order is the turn order (figure var `deploy`, game var `first_team`).
--   E. the heroic action cards are shuffled and dealt into two equal decks; each team takes
--      two: `take CARD` (twice). F. aid tokens: two per team (rules.setup).
--   G. (`artifacts: true`) roll-off, then alternate `equip CARD FIGURE` (levels summing to at
--      most 6, one artifact per hero, each artifact once) or `equip done` (the team stops).
--   H. (`scrolls: true`, ATC 7.2) roll-off, then the teams alternate `pick scroll CARD` until
--      each has twelve or none is left (the cards: `scroll_cards:`, a list of ids with copies,
--      else one of each scroll card); each team's picks are shuffled (d20s) into its deck;
--      each team draws three: `assign CARD HERO` for each drawn card. During the match (pvp.lua
--      calls draft.scroll_deaths): a hero's death lets its team draw two more; a team holds at
--      most three (scrolls of living heroes): `discard CARD HERO` down to three. A dead bearer's
--      scrolls stay with its figure, unused and uncounted (they return if it is revived).
-- Game vars kept for the record: `rolloff_recruit`, `rolloff_deploy`, `rolloff_artifacts`
-- (the winning side), `half_white` / `half_black` ("left"|"right"), `heroic_deck_white` /
-- `heroic_deck_black` (comma-separated card ids dealt), `rolloff_placement`, `tiles_white` /
-- `tiles_black` (tiles placed), `placed SQ` (tile number), `placed_tiles`, `placed_kind N`,
-- `placed_side N`, `placed_squares N`, `rolloff_scrolls`, `scroll_deck_white` /
-- `scroll_deck_black` (undrawn ids, next first), `scroll_draws` (true: step H was played).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, tostring, tonumber, error, math, table, require = ipairs, tostring, tonumber, error, math, table, require

local board = require("arena.board")
local rulebook = require("arena.rulebook")

local draft = {}

local OTHER = { white = "black", black = "white" }

local function d20s(game, n)
  local r = game.roll({ die = "d20", n = n, explode = false })
  local out = {}
  for i, d in ipairs(r:dice()) do
    out[i] = tonumber(tostring(d.face):match("%d+")) or 1
  end
  return out
end

--- Both teams roll a d20 (white's die first), ties rerolled; returns the winning side.
function draft.rolloff(game, what)
  for _ = 1, 50 do
    local r = d20s(game, 2)
    game.log(what .. " roll-off: white " .. r[1] .. ", black " .. r[2])
    if r[1] ~= r[2] then
      local w = r[1] > r[2] and "white" or "black"
      game.vars["rolloff_" .. what] = w
      return w
    end
  end
  game.vars["rolloff_" .. what] = "white"
  return "white"
end

--- The pool: off-board figures of `side` holding a hero card, not retired.
local function pool(game, side)
  local out = {}
  for _, f in ipairs(game.figures({ side = side })) do
    local d = f.card and game.def(f.card)
    if d and d.kind == "hero" and not f.on_board and f.hp ~= nil then out[#out + 1] = f end
  end
  return out
end

local function recruited(game, side)
  local out = {}
  for _, f in ipairs(game.figures({ side = side })) do
    if f.recruited then out[#out + 1] = f end
  end
  table.sort(out, function(a, b) return a.recruited < b.recruited end)
  return out
end

--- `recruit HERO` options of `side`: heroes it has a pool figure of, nobody recruited yet, of a
--- role it does not have.
function draft.recruit_options(game, side)
  local taken, roles = {}, {}
  for _, s in ipairs({ "white", "black" }) do
    for _, f in ipairs(recruited(game, s)) do
      taken[f.card] = true
    end
  end
  for _, f in ipairs(recruited(game, side)) do
    roles[f.role or ""] = true
  end
  local out, seen = {}, {}
  for _, f in ipairs(pool(game, side)) do
    if not f.recruited and not taken[f.card] and not roles[f.role or ""] and not seen[f.card] then
      seen[f.card] = true
      local d = game.def(f.card)
      out[#out + 1] = {
        key = "recruit " .. f.card,
        figure = f,
        label = "recruit " .. (d.name or f.card) .. " (" .. tostring(f.role) .. ")",
      }
    end
  end
  return out
end

--- The squares of a half (`left`: the first half of the columns) where `f` may be deployed.
function draft.deploy_squares(game, half)
  local w, h = board.size(game)
  local mid = w // 2
  local x0, x1 = 1, mid
  if half == "right" then
    x0, x1 = mid + 1, w
  end
  local out = {}
  for y = 1, h do
    for x = x0, x1 do
      local s = board.sq(x, y)
      if board.walkable(game, s) and not board.occupied(game, s) and game.vars["door " .. s] == nil then
        out[#out + 1] = s
      end
    end
  end
  return out
end

local function recruit(game, first, n)
  local count = { white = 0, black = 0 }
  local side = first
  local k = 0
  while count.white < n or count.black < n do
    if count[side] >= n then side = OTHER[side] end
    local options = draft.recruit_options(game, side)
    if #options == 0 then error("draft: team " .. side .. " has no hero left to recruit (scenario pool too small)") end
    local pick = game.choose({
      side = side,
      prompt = "set-up: " .. side .. " recruits a hero (" .. count[side] .. "/" .. n .. ")",
      options = options,
      rule = rulebook.recruit,
    })
    k = k + 1
    pick.figure.recruited = k
    count[side] = count[side] + 1
    game.emit("hero_recruited", { figure = pick.figure, side = side, detail = side .. " " .. pick.figure.card })
    side = OTHER[side]
  end
end

local function deploy(game, first, n)
  local pick = game.choose({
    side = first,
    prompt = "set-up: " .. first .. " won the deployment roll-off: pick a half",
    options = { { key = "half left", half = "left" }, { key = "half right", half = "right" } },
    rule = rulebook.deploy_half,
  })
  game.vars["half_" .. first] = pick.half
  game.vars["half_" .. OTHER[first]] = pick.half == "left" and "right" or "left"
  game.vars.first_team = first
  local placed = { white = 0, black = 0 }
  local side = first
  while placed.white < n or placed.black < n do
    if placed[side] >= n then side = OTHER[side] end
    local left = {}
    for _, f in ipairs(recruited(game, side)) do
      if not f.on_board then left[#left + 1] = { key = "deploy " .. f.id, figure = f } end
    end
    local f = left[1].figure
    if #left > 1 then
      f = game.choose({
        side = side,
        prompt = "set-up: " .. side .. " deploys its hero #" .. (placed[side] + 1) .. " (turn order)",
        options = left,
        rule = rulebook.deploy,
      }).figure
    end
    local options = {}
    for _, s in ipairs(draft.deploy_squares(game, game.vars["half_" .. side])) do
      options[#options + 1] = { key = "deploy at " .. s, at = s }
    end
    if #options == 0 then error("draft: no free square left in " .. side .. "'s half") end
    local at = game.choose({
      side = side,
      prompt = "set-up: where does " .. f.id .. " start?",
      options = options,
      rule = rulebook.deploy,
    }).at
    game.place(f, at)
    placed[side] = placed[side] + 1
    f.deploy = placed[side]
    game.emit("hero_deployed", { figure = f, side = side, at = at, detail = f.id .. " " .. at })
    side = OTHER[side]
  end
end

--- Retires the pool figures nobody recruited: cards discarded, no stats (no combatant).
local function retire(game)
  for _, side in ipairs({ "white", "black" }) do
    for _, f in ipairs(pool(game, side)) do
      if not f.recruited then
        for _, c in ipairs(f:cards()) do
          game.move_card(c, nil)
        end
        f.hp, f.max_hp, f.role, f.retired = nil, nil, nil, true
      end
    end
  end
end

--- Step E: shuffles the heroic action cards (d20s), deals two equal decks, each team takes two.
--- Shuffles a list in place with d20s (Fisher-Yates; rejection keeps small lists fair).
local function shuffle(game, ids)
  for i = #ids, 2, -1 do
    local top = 20 - (20 % math.min(i, 20))
    local r
    repeat
      r = d20s(game, 1)[1]
    until r <= top or i > 20
    local k = (r - 1) % i + 1
    ids[i], ids[k] = ids[k], ids[i]
  end
  return ids
end

local function heroic(game, first)
  local ids = shuffle(game, game.card_ids("heroic_action"))
  local half = #ids // 2
  local deck = { white = {}, black = {} }
  for i = 1, half do
    deck.white[#deck.white + 1] = ids[2 * i - 1]
    deck.black[#deck.black + 1] = ids[2 * i]
  end
  game.vars.heroic_deck_white = table.concat(deck.white, ",")
  game.vars.heroic_deck_black = table.concat(deck.black, ",")
  -- Each team sees only its own deck, and its picks stay secret (design principle 5).
  game.hide("heroic_deck_white", { "white" })
  game.hide("heroic_deck_black", { "black" })
  for _, side in ipairs({ first, OTHER[first] }) do
    local left = {}
    for _, id in ipairs(deck[side]) do
      left[#left + 1] = id
    end
    for k = 1, math.min(2, #left) do
      local options = {}
      for i, id in ipairs(left) do
        options[#options + 1] =
          { key = "take " .. id, i = i, id = id, label = "take " .. ((game.def(id) or {}).name or id) }
      end
      local pick = game.choose({
        side = side,
        prompt = "set-up: " .. side .. " picks heroic action " .. k .. "/2 (secret)",
        options = options,
        secret = true,
        rule = rulebook.heroic_pick,
      })
      table.remove(left, pick.i)
      game.hide_card(game.give(pick.id, side), { side })
    end
  end
end

--- Step G (7.1): artifacts, levels up to 6 a team, one per hero, alternating from a roll-off.
local function artifacts(game)
  local ids = game.card_ids("artifact")
  local first = draft.rolloff(game, "artifacts")
  local taken, levels, out = {}, { white = 0, black = 0 }, { white = false, black = false }
  local side = first
  while not (out.white and out.black) do
    if out[side] then side = OTHER[side] end
    local heroes = {}
    for _, f in ipairs(recruited(game, side)) do
      if not f.artifact then heroes[#heroes + 1] = f end
    end
    local options = {}
    for _, id in ipairs(ids) do
      local lv = (game.def(id).level or 1)
      if not taken[id] and levels[side] + lv <= 6 then
        for _, f in ipairs(heroes) do
          options[#options + 1] = { key = "equip " .. id .. " " .. f.id, card = id, figure = f, level = lv }
        end
      end
    end
    if #options == 0 then
      out[side] = true
    else
      options[#options + 1] = { key = "equip done", label = "pick no more artifacts" }
      local pick = game.choose({
        side = side,
        prompt = "set-up: " .. side .. " picks an artifact (levels " .. levels[side] .. "/6)",
        options = options,
        rule = rulebook.artifacts,
      })
      if pick.card then
        taken[pick.card] = true
        levels[side] = levels[side] + pick.level
        pick.figure.artifact = pick.card
        game.give(pick.card, pick.figure)
        require("arena.rules").add_stats(game, pick.figure)
        if levels[side] >= 6 then out[side] = true end
      else
        out[side] = true
      end
    end
    side = OTHER[side]
  end
end

-- Step B: competitive placement ------------------------------------------------------------

local TERRAIN_KINDS =
  { lava = true, spikes = true, swamp = true, ruins = true, altar = true, portal = true, stairs = true }

--- The scenario's `tile_pool:` entries, checked: {kind, w, h, hp, locked, count, key, i}.
function draft.tile_pool(game)
  local out = {}
  for i, t in ipairs(game.scenario.tile_pool or {}) do
    local kind = t.kind
    if not (TERRAIN_KINDS[kind] or kind == "wall" or kind == "door" or kind == "locked_door") then
      error("scenario `tile_pool:` entry " .. i .. ": unknown kind `" .. tostring(kind) .. "`")
    end
    local w, h = tostring(t.size or "1x1"):match("^(%d+)x(%d+)$")
    if not w then
      error("scenario `tile_pool:` entry " .. i .. ": size must be WxH, not `" .. tostring(t.size) .. "`")
    end
    out[#out + 1] = {
      kind = kind,
      w = tonumber(w),
      h = tonumber(h),
      hp = t.hp,
      locked = t.locked == true or kind == "locked_door",
      count = t.count,
      i = i,
      key = "place " .. kind .. " " .. w .. "x" .. h,
    }
  end
  return out
end

--- Whether a square already holds a tile: placed, a diagram marker, a barrier, a door, an obstacle.
local function is_tile(game, s)
  return game.vars["placed " .. s] ~= nil
    or board.tile(game, s) ~= nil
    or board.cell(game, s) ~= "space"
    or game.vars["door " .. s] ~= nil
    or game.vars["terrain " .. s] ~= nil
    or board.obstacle_at(game, s) ~= nil
end

--- Squares a new tile may not cover: tiles and their 8 neighbours, and figures' squares.
function draft.forbidden(game)
  local w, h = board.size(game)
  local out = {}
  for y = 1, h do
    for x = 1, w do
      local s = board.sq(x, y)
      if is_tile(game, s) then
        out[s] = true
        for _, n in ipairs(board.neighbours(game, s)) do
          out[n] = true
        end
      elseif board.occupied(game, s) then
        out[s] = true
      end
    end
  end
  return out
end

--- The squares of a w x h tile with top-left `at`, or nil when it leaves the board or covers a
--- forbidden square.
function draft.tile_squares(game, at, w, h, forbidden)
  local x0, y0 = board.xy(at)
  local out = {}
  for dy = 0, h - 1 do
    for dx = 0, w - 1 do
      if not board.inside(game, x0 + dx, y0 + dy) then return nil end
      local s = board.sq(x0 + dx, y0 + dy)
      if forbidden[s] then return nil end
      out[#out + 1] = s
    end
  end
  return out
end

--- The orientations ({w, h}) of a pool entry that fit with top-left `at`.
local function fits(game, t, at, forbidden)
  local out = {}
  for _, o in ipairs(t.w == t.h and { { t.w, t.h } } or { { t.w, t.h }, { t.h, t.w } }) do
    if draft.tile_squares(game, at, o[1], o[2], forbidden) then out[#out + 1] = o end
  end
  return out
end

--- Lays a tile down: barriers, door tiles or terrain; returns its number.
function draft.lay_tile(game, t, squares, side)
  local n = (game.vars.placed_tiles or 0) + 1
  game.vars.placed_tiles = n
  game.vars["placed_kind " .. n] = t.kind
  game.vars["placed_side " .. n] = side
  game.vars["placed_squares " .. n] = table.concat(squares, " ")
  for _, s in ipairs(squares) do
    game.vars["placed " .. s] = n
  end
  if t.kind == "wall" then
    for _, s in ipairs(squares) do
      game.set_blocking(s, true)
    end
  elseif t.kind == "door" or t.kind == "locked_door" then
    board.add_door(game, squares, t.hp, t.locked)
  else
    -- The rules read the game var; the marker (when the scenario names one for the kind) is
    -- what the board picture draws.
    local ch = board.marker_for(game, t.kind)
    for _, s in ipairs(squares) do
      game.vars["terrain " .. s] = t.kind
      if ch then game.set_marker(s, ch) end
    end
  end
  game.log(side .. " placed " .. t.kind .. " on " .. table.concat(squares, " "))
  return n
end

--- One team's placement: the tile, its top-left square, its orientation. False if it cannot.
local function place_one(game, side, pool)
  local forbidden = draft.forbidden(game)
  local w, h = board.size(game)
  local entries = {}
  for _, t in ipairs(pool) do
    if t.count == nil or (game.vars["tile_used " .. t.i] or 0) < t.count then
      local squares = {}
      for y = 1, h do
        for x = 1, w do
          local s = board.sq(x, y)
          if not forbidden[s] and #fits(game, t, s, forbidden) > 0 then squares[#squares + 1] = s end
        end
      end
      if #squares > 0 then entries[#entries + 1] = { key = t.key, tile = t, squares = squares } end
    end
  end
  if #entries == 0 then return false end
  local done = game.vars["tiles_" .. side] or 0
  local pick = game.choose({
    side = side,
    prompt = "set-up (ATC 1 B): "
      .. side
      .. " picks a tile to place ("
      .. done
      .. "/"
      .. (game.scenario.tiles_per_team or 5)
      .. ")",
    options = entries,
    rule = rulebook.tile_placement,
  })
  local t = pick.tile
  local options = {}
  for _, s in ipairs(pick.squares) do
    options[#options + 1] = { key = "place at " .. s, at = s }
  end
  local at = game.choose({
    side = side,
    prompt = "set-up: the top-left square of the " .. t.kind .. " tile",
    options = options,
    rule = rulebook.tile_placement,
  }).at
  local o = fits(game, t, at, forbidden)
  local dims = o[1]
  if t.w ~= t.h then
    local ways = {}
    for _, d in ipairs(o) do
      ways[#ways + 1] = { key = "place as " .. d[1] .. "x" .. d[2], dims = d }
    end
    dims = game.choose({
      side = side,
      prompt = "set-up: the " .. t.kind .. " tile's orientation (columns x rows)",
      options = ways,
      rule = rulebook.tile_placement,
    }).dims
  end
  draft.lay_tile(game, t, draft.tile_squares(game, at, dims[1], dims[2], forbidden), side)
  game.vars["tile_used " .. t.i] = (game.vars["tile_used " .. t.i] or 0) + 1
  game.vars["tiles_" .. side] = done + 1
  return true
end

--- Step B, competitive placement: roll-off, then alternate until each team placed its tiles.
function draft.placement(game)
  local pool = draft.tile_pool(game)
  local n = game.scenario.tiles_per_team or 5
  local side = draft.rolloff(game, "placement")
  local out = { white = false, black = false }
  game.vars.tiles_white, game.vars.tiles_black = 0, 0
  while not (out.white and out.black) do
    if out[side] then side = OTHER[side] end
    if (game.vars["tiles_" .. side] or 0) >= n or not place_one(game, side, pool) then
      out[side] = true
    elseif game.vars["tiles_" .. side] >= n then
      out[side] = true
    end
    side = OTHER[side]
  end
end

-- Step H: scrolls (ATC 7.2) ----------------------------------------------------------------

local function split(list)
  local out = {}
  for id in tostring(list or ""):gmatch("[^,]+") do
    out[#out + 1] = id
  end
  return out
end

--- A team's living heroes on the board.
local function living(game, side) return board.combatants(game, { side = side }) end

--- The scroll cards a team holds in hand: those of its living heroes (a dead bearer's do not count).
function draft.scrolls_held(game, side)
  local out = {}
  for _, f in ipairs(living(game, side)) do
    for _, c in ipairs(f:cards()) do
      if c.def.kind == "scroll" then out[#out + 1] = { card = c, bearer = f } end
    end
  end
  return out
end

--- `side` draws `n` scrolls from its deck, assigns each to a living hero (`assign CARD HERO`),
--- then discards down to three (`discard CARD HERO`).
function draft.draw_scrolls(game, side, n)
  local deck = split(game.vars["scroll_deck_" .. side])
  local heroes = living(game, side)
  if #heroes == 0 then return end
  local total = math.min(n, #deck)
  for k = 1, total do
    local id = table.remove(deck, 1)
    game.vars["scroll_deck_" .. side] = table.concat(deck, ",")
    local options = {}
    for _, f in ipairs(heroes) do
      options[#options + 1] = { key = "assign " .. id .. " " .. f.id, figure = f }
    end
    local f = #options == 1 and options[1].figure
      or game.choose({
        side = side,
        prompt = side
          .. " drew scroll "
          .. k
          .. "/"
          .. total
          .. " ("
          .. ((game.def(id) or {}).name or id)
          .. "): who bears it? (secret)",
        options = options,
        rule = rulebook.scroll_assign,
      }).figure
    game.give(id, f)
    game.log(side .. " draws a scroll for " .. f.id)
  end
  draft.discard_down(game, side)
end

--- While `side` holds more than three scrolls, it discards one (`discard CARD HERO`, ATC 7.2).
function draft.discard_down(game, side)
  while true do
    local held = draft.scrolls_held(game, side)
    if #held <= 3 then break end
    local options, seen = {}, {}
    for _, h in ipairs(held) do
      local key = "discard " .. h.card.card .. " " .. h.bearer.id
      if not seen[key] then
        seen[key] = true
        options[#options + 1] = { key = key, card = h.card }
      end
    end
    local pick = game.choose({
      side = side,
      prompt = side .. " holds " .. #held .. " scrolls: discard down to three (ATC 7.2)",
      options = options,
      rule = rulebook.scroll_discard,
    })
    game.move_card(pick.card, nil)
  end
end

--- Called by pvp.turn: every hero that died since the last call lets its team draw two
--- scrolls (once per death; a revived hero may die again).
function draft.scroll_deaths(game)
  if not game.vars.scroll_draws then return end
  for _, side in ipairs({ "white", "black" }) do
    for _, f in ipairs(board.combatants(game, { side = side, alive = false })) do
      if f.dead and not f.scroll_mourned then
        f.scroll_mourned = true
        draft.draw_scrolls(game, side, 2)
      elseif not f.dead and f.scroll_mourned then
        f.scroll_mourned = nil
      end
    end
  end
end

--- Step H: pick alternately, shuffle, draw three.
function draft.scrolls(game)
  -- The box holds 30 scroll cards; we have fewer designs: `scroll_cards:` may list copies.
  local ids = game.scenario.scroll_cards or game.card_ids("scroll")
  local copies, order = {}, {}
  for _, id in ipairs(ids) do
    local d = game.def(id)
    if d == nil or d.kind ~= "scroll" then
      error("scenario `scroll_cards:` names `" .. tostring(id) .. "`, no scroll card")
    end
    if not copies[id] then order[#order + 1] = id end
    copies[id] = (copies[id] or 0) + 1
  end
  local first = draft.rolloff(game, "scrolls")
  local picks = { white = {}, black = {} }
  local side = first
  local left = #ids
  while left > 0 and (#picks.white < 12 or #picks.black < 12) do
    if #picks[side] >= 12 then side = OTHER[side] end
    local options = {}
    for _, id in ipairs(order) do
      if copies[id] > 0 then
        options[#options + 1] = {
          key = "pick scroll " .. id,
          id = id,
          label = "pick " .. ((game.def(id) or {}).name or id) .. " (" .. copies[id] .. " left)",
        }
      end
    end
    local pick = game.choose({
      side = side,
      prompt = "set-up (ATC 7.2 H): " .. side .. " picks a scroll (" .. #picks[side] .. " picked)",
      options = options,
      rule = rulebook.scroll_pick,
    })
    copies[pick.id] = copies[pick.id] - 1
    left = left - 1
    picks[side][#picks[side] + 1] = pick.id
    side = OTHER[side]
  end
  game.vars.scroll_draws = true
  for _, s in ipairs({ "white", "black" }) do
    game.vars["scroll_picks_" .. s] = table.concat(picks[s], ",")
    game.vars["scroll_deck_" .. s] = table.concat(shuffle(game, picks[s]), ",")
  end
  for _, s in ipairs({ first, OTHER[first] }) do
    draft.draw_scrolls(game, s, 3)
  end
end

--- The whole set-up (rules.play calls it before pvp.play when `setup: draft`).
function draft.run(game)
  local n = game.scenario.heroes_per_team or 3
  if n ~= 3 and n ~= 4 then error("scenario `heroes_per_team:` must be 3 or 4 (ATC 1 A), not " .. tostring(n)) end
  -- The pool waits beside the board (`off_board: true`; the kernel places every figure first).
  for _, f in ipairs(game.figures()) do
    local own = game.scenario.figure(f.id)
    if own and own.off_board == true and f.on_board then game.remove(f) end
  end
  -- A first question before any die is rolled (so the roll-off can be rigged, and the table
  -- sees the set-up begin): `roll off`.
  local competitive = game.scenario.placement == "competitive"
  if game.scenario.placement ~= nil and not competitive and game.scenario.placement ~= "freestyle" then
    error("scenario `placement:` must be competitive or freestyle, not " .. tostring(game.scenario.placement))
  end
  game.choose({
    side = "white",
    prompt = "set-up (ATC 1): both teams roll a d20 to " .. (competitive and "place tiles first" or "recruit first"),
    options = { { key = "roll off" } },
    rule = competitive and rulebook.rolloff_tiles or rulebook.rolloff_recruit,
  })
  if competitive then draft.placement(game) end
  recruit(game, draft.rolloff(game, "recruit"), n)
  retire(game)
  deploy(game, draft.rolloff(game, "deploy"), n)
  heroic(game, game.vars.first_team)
  for _, side in ipairs({ "white", "black" }) do
    game.side(side).aid = game.scenario.aid_tokens or 2
  end
  if game.scenario.artifacts then artifacts(game) end
  if game.scenario.scrolls then draft.scrolls(game) end
end

return draft
