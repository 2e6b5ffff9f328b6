-- PvP table set-up as choices (ATC 1, steps C-F, and G from 7.1), for scenarios with
-- `setup: draft`. The kernel cannot create figures, so the scenario lists a pool of hero
-- figures per team kept off the board (`off_board: true`, sides white/black, one per hero card
-- a team may recruit); the draft places those recruited and retires the others (their cards
-- are discarded and their `hp` cleared, so they are no combatants).
--
-- Steps and choice keys:
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
-- Game vars kept for the record: `rolloff_recruit`, `rolloff_deploy`, `rolloff_artifacts`
-- (the winning side), `half_white` / `half_black` ("left"|"right"), `heroic_deck_white` /
-- `heroic_deck_black` (comma-separated card ids dealt).
local board = require("arena.board")

local draft = {}

local OTHER = { white = "black", black = "white" }

local function d20s(game, n)
  local r = game.roll({ die = "d20", n = n, explode = false })
  local out = {}
  for i, d in ipairs(r:dice()) do out[i] = tonumber(tostring(d.face):match("%d+")) or 1 end
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
    for _, f in ipairs(recruited(game, s)) do taken[f.card] = true end
  end
  for _, f in ipairs(recruited(game, side)) do roles[f.role or ""] = true end
  local out, seen = {}, {}
  for _, f in ipairs(pool(game, side)) do
    if not f.recruited and not taken[f.card] and not roles[f.role or ""] and not seen[f.card] then
      seen[f.card] = true
      local d = game.def(f.card)
      out[#out + 1] = { key = "recruit " .. f.card, figure = f,
        label = "recruit " .. (d.name or f.card) .. " (" .. tostring(f.role) .. ")" }
    end
  end
  return out
end

--- The squares of a half (`left`: the first half of the columns) where `f` may be deployed.
function draft.deploy_squares(game, half)
  local w, h = board.size(game)
  local mid = w // 2
  local x0, x1 = 1, mid
  if half == "right" then x0, x1 = mid + 1, w end
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
    local pick = game.choose({ side = side, prompt = "set-up: " .. side .. " recruits a hero (" .. count[side] .. "/" .. n .. ")", options = options })
    k = k + 1
    pick.figure.recruited = k
    count[side] = count[side] + 1
    game.emit("hero_recruited", { figure = pick.figure, side = side, detail = side .. " " .. pick.figure.card })
    side = OTHER[side]
  end
end

local function deploy(game, first, n)
  local pick = game.choose({ side = first, prompt = "set-up: " .. first .. " won the deployment roll-off: pick a half",
    options = { { key = "half left", half = "left" }, { key = "half right", half = "right" } } })
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
      f = game.choose({ side = side, prompt = "set-up: " .. side .. " deploys its hero #" .. (placed[side] + 1) .. " (turn order)", options = left }).figure
    end
    local options = {}
    for _, s in ipairs(draft.deploy_squares(game, game.vars["half_" .. side])) do
      options[#options + 1] = { key = "deploy at " .. s, at = s }
    end
    if #options == 0 then error("draft: no free square left in " .. side .. "'s half") end
    local at = game.choose({ side = side, prompt = "set-up: where does " .. f.id .. " start?", options = options }).at
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
        for _, c in ipairs(f:cards()) do game.move_card(c, nil) end
        f.hp, f.max_hp, f.role, f.retired = nil, nil, nil, true
      end
    end
  end
end

--- Step E: shuffles the heroic action cards (d20s), deals two equal decks, each team takes two.
local function heroic(game, first)
  local ids = game.card_ids("heroic_action")
  for i = #ids, 2, -1 do
    local top = 20 - (20 % math.min(i, 20))
    local r
    repeat r = d20s(game, 1)[1] until r <= top or i > 20
    local k = (r - 1) % i + 1
    ids[i], ids[k] = ids[k], ids[i]
  end
  local half = #ids // 2
  local deck = { white = {}, black = {} }
  for i = 1, half do
    deck.white[#deck.white + 1] = ids[2 * i - 1]
    deck.black[#deck.black + 1] = ids[2 * i]
  end
  game.vars.heroic_deck_white = table.concat(deck.white, ",")
  game.vars.heroic_deck_black = table.concat(deck.black, ",")
  for _, side in ipairs({ first, OTHER[first] }) do
    local left = {}
    for _, id in ipairs(deck[side]) do left[#left + 1] = id end
    for k = 1, math.min(2, #left) do
      local options = {}
      for i, id in ipairs(left) do
        options[#options + 1] = { key = "take " .. id, i = i, id = id, label = "take " .. ((game.def(id) or {}).name or id) }
      end
      local pick = game.choose({ side = side, prompt = "set-up: " .. side .. " picks heroic action " .. k .. "/2 (secret)", options = options })
      table.remove(left, pick.i)
      game.give(pick.id, side)
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
      local pick = game.choose({ side = side, prompt = "set-up: " .. side .. " picks an artifact (levels " .. levels[side] .. "/6)", options = options })
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
  game.choose({ side = "white", prompt = "set-up (ATC 1): both teams roll a d20 to recruit first",
    options = { { key = "roll off" } } })
  recruit(game, draft.rolloff(game, "recruit"), n)
  retire(game)
  deploy(game, draft.rolloff(game, "deploy"), n)
  heroic(game, game.vars.first_team)
  for _, side in ipairs({ "white", "black" }) do game.side(side).aid = game.scenario.aid_tokens or 2 end
  if game.scenario.artifacts then artifacts(game) end
end

return draft
