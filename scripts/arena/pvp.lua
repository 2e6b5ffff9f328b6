-- PvP (ATC 3): one turn order per team (deployment = scenario order), teams alternating,
-- the dead skipped; phases of a turn (start, action, end); the prime action (second move,
-- heroic action, attack, obstacle use); victory when all enemy heroes are dead.

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, next, type, table, require = ipairs, next, type, table, require

local board = require("arena.board")
local effects = require("arena.effects")
local movement = require("arena.movement")
local attack = require("arena.attack")
local scrolls = require("arena.scrolls")
local rulebook = require("arena.rulebook")

local pvp = {}

pvp.TEAMS = { "white", "black" }

local function turn(game) return game.vars.turn or 0 end

--- A team's turn order: its combatants in deployment order (figure var `deploy`, set by the
--- draft, ATC 1 D), else in scenario order.
function pvp.order(game, side)
  local out = {}
  for _, f in ipairs(game.figures({ side = side })) do
    if f.hp ~= nil then out[#out + 1] = f end
  end
  local key = {}
  for i, f in ipairs(out) do
    key[f.id] = (f.deploy or 1000) * 1000 + i
  end
  table.sort(out, function(a, b) return key[a.id] < key[b.id] end)
  return out
end

local function alive(game, side)
  for _, f in ipairs(pvp.order(game, side)) do
    if not f.dead then return true end
  end
  return false
end

--- Ends the match when a team has no living hero (4.3.7).
function pvp.check_victory(game)
  if game.vars.mode ~= "pvp" then return end
  local w, b = alive(game, "white"), alive(game, "black")
  if w and b then return end
  local winner = (w and "white") or (b and "black") or "none"
  game.vars.winner = winner
  game.finish({ winner = winner, turns = turn(game) })
end

--- Obstacles `f` may activate with its prime action (levers, orbs, statues: 6.2.1, 6.2.3-4).
local function obstacle_options(game, f)
  local out = {}
  for _, n in ipairs(board.neighbours(game, f.at)) do
    local o = board.obstacle_at(game, n)
    local d = o and o.card and game.def(o.card)
    if d and d.prime then out[#out + 1] = { key = "use " .. f.id .. " " .. n, obstacle = o } end
  end
  return out
end

--- Whether `id` is in the comma list `list` (a game or side variable).
local function listed(list, id)
  return type(list) == "string" and ("," .. list .. ","):find("," .. id .. ",", 1, true) ~= nil
end

--- Heroic actions the team of `f` may perform now (3.4 B): {key, heroic = card} for the cards
--- it holds. Co-op difficulty (ATC 11.3, p.39): at most `heroic_limit` a quest; Daydream
--- (`heroic_any`): "They can select any Heroic Action during the quest, not needing to select
--- them at the start of the match, but each must be different" — every heroic action card of
--- the game not yet performed this quest, {key, heroic_id}, taken when performed; Nightmare
--- (`heroic_barred`, the campaign's earlier quests' heroic actions): "cannot repeat the same
--- Heroic Action again until the campaign ends" — those are not offered.
local function heroic_options(game, f)
  local out = {}
  local side = game.side(f.side)
  if not side.special_ready then return out end
  local limit = game.vars.heroic_limit
  if limit and (side.heroic_used or 0) >= limit then return out end
  local any, barred, done, seen = game.vars.heroic_any, game.vars.heroic_barred, side.heroic_done, {}
  for _, c in ipairs(game.cards({ holder = f.side })) do
    if
      c.def.kind == "heroic_action"
      and not seen[c.card]
      and not listed(barred, c.card)
      and not (any and listed(done, c.card))
    then
      seen[c.card] = true
      out[#out + 1] = { key = "heroic " .. f.id .. " " .. c.card, heroic = c }
    end
  end
  if any then
    for _, id in ipairs(game.card_ids("heroic_action")) do
      if not seen[id] and not listed(done, id) and not listed(barred, id) then
        out[#out + 1] = { key = "heroic " .. f.id .. " " .. id, heroic_id = id }
      end
    end
  end
  return out
end

--- A. Start of `f`'s turn (3.2): temporary effects f applied expire; circles and focus are
--- noted. Returns whether the team token showed Special Ready.
local function turn_start(game, f)
  local side = game.side(f.side)
  game.vars.active = f.id
  effects.turn_start(game, f)
  local ready_at_start = side.special_ready == true
  f.start_at = f.at
  local near = {}
  for _, e in ipairs(board.enemies_adjacent(game, f)) do
    near[#near + 1] = e.id
  end
  f.circle_from = #near > 0 and ("," .. table.concat(near, ",") .. ",") or nil
  local alone = true
  for _, o in ipairs(board.combatants(game)) do
    if o ~= f and board.distance(o.at, f.at) <= 3 then alone = false end
  end
  f.focus_turn = alone and turn(game) or nil
  game.emit("turn_start", { figure = f, side = f.side, detail = f.id })
  return ready_at_start
end

--- B. The question of one choice of the action phase (one move action and one prime action,
--- any order; `st.moved` and `st.primed` say which are used), or nil when the phase is over.
local function action_question(game, f, st)
  if not (f.on_board and not f.dead) then return nil end
  -- Scrolls (ATC 7.2, `scrolls: true`): a team draws two for each hero of it that died
  -- (also at the turn's end, below).
  if game.vars.scroll_draws then require("arena.draft").scroll_deaths(game) end
  if not f.on_board or f.dead then return nil end
  local moved, primed = st.moved, st.primed
  local options = {}
  local focused = f.focused_turn == turn(game)
  if not moved and not focused then options[#options + 1] = { key = "move " .. f.id, move = true } end
  if not primed then
    for _, o in ipairs(attack.options(game, f)) do
      options[#options + 1] = o
    end
    for _, o in ipairs(heroic_options(game, f)) do
      options[#options + 1] = o
    end
    for _, o in ipairs(obstacle_options(game, f)) do
      options[#options + 1] = o
    end
    options[#options + 1] = { key = "prime move " .. f.id, prime_move = true }
  end
  -- Scrolls of f's team (ATC 7.2: any moment with Special Ready; no action spent).
  local usable = scrolls.usable(game, f.side)
  options[#options + 1] = { key = "pass " .. f.id, pass = true }
  if #options == 1 then return nil end -- nothing left to do: the turn ends (scrolls are no action)
  for _, o in ipairs(usable) do
    table.insert(options, #options, o)
  end
  return {
    side = f.side,
    prompt = "turn " .. turn(game) .. ": " .. f.id .. " (" .. f.hp .. " HP)",
    options = options,
    rule = rulebook.turn_action,
  }
end

--- The question whether `f` focuses its attack `a` (forfeiting the move action, ATC 4.3.4.2),
--- or nil when it may not; each option carries the attack, so the step that goes on after
--- it is asked as data (pvp_focus_pick) has it. Not asked when the attack has no valid target
--- from where `f` stands: a focused attack is rolled from the turn's starting square and
--- forfeits its benefit movement (4.3.4.2, p.20), so it could only be forfeited (issue 20,
--- item 5: an attack offered for its benefit movement alone).
local function focus_question(game, f, moved, a)
  if moved then return nil end
  local def = attack.def_of(game, f, a)
  if not attack.may_focus(game, f, def) or #attack.valid_targets(game, f, def) == 0 then return nil end
  return {
    side = f.side,
    prompt = f.id .. " may focus (forfeits the move action)",
    rule = rulebook.focus,
    options = { { key = "focus yes", yes = true, attack = a }, { key = "focus no", attack = a } },
  }
end

--- Carries out the option picked of action_question; `st.moved` and `st.primed` are updated.
--- Returns whether the action phase goes on.
local function action_pick(game, f, st, pick)
  local side = game.side(f.side)
  local moved, primed = st.moved, st.primed
  if pick.pass then return false end
  if pick.move then
    st.moved = true
    -- As steps, the caller runs the move action (st.move); else it runs here, whole.
    if st.as_steps then
      st.move = { prime_left = not primed }
      return true
    end
    local r = movement.move_action(game, f, { prime_left = not primed })
    if r.used_prime then st.primed = true end
  elseif pick.prime_move then
    st.primed = true
    if st.as_steps then
      st.move = {}
      return true
    end
    movement.move_action(game, f)
  elseif pick.attack then
    st.primed = true
    local focus = false
    local q = focus_question(game, f, moved, pick.attack)
    if q then
      focus = game.choose(q).yes == true
      if focus then st.moved = true end
    end
    attack.perform(game, f, pick.attack, { focus = focus })
  elseif pick.heroic or pick.heroic_id then
    st.primed = true
    board.flip_token(game, f.side)
    side.heroic_used = (side.heroic_used or 0) + 1
    -- Daydream: the card is selected now, right before it is performed (ATC 11.3 **).
    local c = pick.heroic or game.give(pick.heroic_id, f.side)
    game.hide_card(c, nil) -- performed: the secret card is shown (ATC 1 step E, p.7)
    -- Which heroic actions this quest saw (Daydream: each different; the campaign's record).
    side.heroic_done = side.heroic_done and (side.heroic_done .. "," .. c.card) or c.card
    local e = game.emit("heroic_action", { figure = f, card = c, detail = f.id .. " " .. c.card })
    if not e.cancelled then
      game.vars.resolving = (game.vars.resolving or 0) + 1
      -- Most heroic actions are data: their `effects` land as an attack's would (no roll).
      if c.def.perform then
        c.def.perform(c, game, f)
      else
        attack.apply_effects(game, f, f, c.def, c)
      end
      game.vars.resolving = game.vars.resolving - 1
    end
    if c.def.duration ~= "temporary" and c.def.duration ~= "permanent" then game.move_card(c, nil) end
    effects.check_deaths(game, f)
  elseif pick.scroll then
    -- Not an action: no roll, range or vision; flips the token; the scroll leaves the game.
    scrolls.use(game, f.side, pick)
  elseif pick.obstacle then
    st.primed = true
    local o = pick.obstacle
    game.emit("obstacle_used", { figure = f, obstacle = o, at = o.at, detail = f.id .. " " .. o.id })
    local d = game.def(o.card)
    if d.use then d.use(o, game, f) end
    if d.removed_on_use and o.on_board then game.remove(o) end
    effects.check_deaths(game, f)
  end
  return true
end

--- One choice of the action phase, asked and carried out at once.
local function turn_action(game, f, st)
  local q = action_question(game, f, st)
  if q == nil then return false end
  return action_pick(game, f, st, game.choose(q))
end

--- C. End of turn: lava under f, the team token flips back if it started No Special.
local function turn_end(game, f, ready_at_start)
  local side = game.side(f.side)
  if f.on_board and not f.dead and board.terrain(game, f.at) == "lava" then movement.lava(game, f) end
  if not ready_at_start then side.special_ready = true end
  f.mp_debt = nil
  game.emit("turn_end", { figure = f, side = f.side, detail = f.id })
  game.vars.active = nil
  if game.vars.scroll_draws then require("arena.draft").scroll_deaths(game) end
end

--- One combatant's whole turn (3.2), at once. `opts.no_prime` / `opts.no_move` restrict the
--- actions. (A match runs each turn as steps instead: pvp.begin_turn.)
function pvp.turn(game, f, opts)
  opts = opts or {}
  local ready = turn_start(game, f)
  local st = { moved = opts.no_move == true, primed = opts.no_prime == true }
  while turn_action(game, f, st) do
  end
  turn_end(game, f, ready)
end

--- Starts `f`'s turn and pushes its action phase as steps (`pvp_action`, one choice each), so
--- that between two of its actions the game is data; steps pushed after this call run once
--- the turn is over.
function pvp.begin_turn(game, f)
  local ready = turn_start(game, f)
  game.push("pvp_action", { figure = f.id, moved = false, primed = false, ready = ready })
end

--- The step `pvp_action`: the question of one choice of the action phase (asked as data,
--- answered by `pvp_action_pick`), or the turn's end.
function pvp.action_step(game, args)
  local f = game.figure(args.figure)
  local q = action_question(game, f, { moved = args.moved, primed = args.primed })
  if q == nil then return turn_end(game, f, args.ready) end
  -- Before each question of the menu, the other teams may use a scroll (ATC 7.2: "not bound
  -- to a particular Turn or moment"); then the menu is asked anew (`scrolls_asked`: once).
  if not args.scrolls_asked and scrolls.push_windows(game, f.side, f.id .. "'s turn") then
    local again = {}
    for k, v in next, args do
      again[k] = v
    end
    again.scrolls_asked = true
    return game.push("pvp_action", again)
  end
  return game.ask(q, "pvp_action_pick", args)
end

--- The step `pvp_action_pick`: the choice carried out, then the next (`pvp_action`), or the
--- turn's end. A move action runs as `pvp_move` steps before the next choice.
function pvp.action_pick_step(game, args, pick)
  local f = game.figure(args.figure)
  -- An attack that may be focused asks that as data too (pvp_focus_pick goes on).
  local q = pick.attack and focus_question(game, f, args.moved, pick.attack)
  if q then return game.ask(q, "pvp_focus_pick", args) end
  local st = { moved = args.moved, primed = args.primed, as_steps = true }
  if not action_pick(game, f, st, pick) then return turn_end(game, f, args.ready) end
  if st.move then
    local m = movement.move_start(game, f, st.move)
    return game.push("pvp_move", {
      figure = args.figure,
      left = m.left,
      spent = m.spent,
      used_prime = m.used_prime,
      prime_left = st.move.prime_left == true,
      moved = st.moved,
      primed = st.primed,
      ready = args.ready,
    })
  end
  game.push("pvp_action", { figure = args.figure, moved = st.moved, primed = st.primed, ready = args.ready })
end

--- The step `pvp_focus_pick`: the attack picked in `pvp_action_pick`, focused or not, then the
--- next choice of the action phase.
function pvp.focus_pick_step(game, args, pick)
  local f = game.figure(args.figure)
  local focus = pick.yes == true
  attack.perform(game, f, pick.attack, { focus = focus })
  game.push("pvp_action", { figure = args.figure, moved = args.moved or focus, primed = true, ready = args.ready })
end

--- The step `pvp_move`: the question of one point of a move action (asked as data, answered
--- by `pvp_move_pick`), or back to the action phase when the move action is over.
function pvp.move_step(game, args)
  local f = game.figure(args.figure)
  local m = { left = args.left, spent = args.spent, used_prime = args.used_prime }
  local q = movement.point_question(game, f, m, { prime_left = args.prime_left })
  if q == nil then
    return game.push(
      "pvp_action",
      { figure = args.figure, moved = args.moved, primed = args.primed or m.used_prime, ready = args.ready }
    )
  end
  return game.ask(q, "pvp_move_pick", args)
end

--- The step `pvp_move_pick`: the point carried out (movement.point_pick), then the next
--- (`pvp_move`), or back to the action phase (the prime action used when the move joined it).
--- A step out of a square next to enemies opens a reaction window first (ATC 4.1.4): each
--- adjacent enemy in turn is asked, as data, whether it strikes (`pvp_incited`,
--- `pvp_reacted`), and the point goes on afterwards as `pvp_stepped`.
function pvp.move_pick_step(game, args, pick)
  local f = game.figure(args.figure)
  local m = { left = args.left, spent = args.spent, used_prime = args.used_prime }
  local w = pick.step and #board.enemies_adjacent(game, f) > 0 and movement.incitement(game, f)
  if w then
    -- Who may react now; afterwards, those of them who did (reacted_turn set) are counted.
    local ids = {}
    for _, r in ipairs(w.reactors) do
      if r.enemy.reacted_turn ~= turn(game) then ids[#ids + 1] = r.enemy.id end
    end
    game.reactions(w, "pvp_incited", { figure = args.figure })
    local s = pick.step
    local stepped = {}
    for k, v in next, args do
      stepped[k] = v
    end
    stepped.step_to, stepped.step_cost = s.to, s.cost
    stepped.step_lava, stepped.step_join = s.lava or false, s.join or false
    stepped.eligible = "," .. table.concat(ids, ",") .. ","
    return game.push("pvp_stepped", stepped)
  end
  return pvp.move_goes_on(game, args, m, movement.point_pick(game, f, m, pick))
end

--- The next point of the move action on `m`, or back to the action phase.
function pvp.move_goes_on(game, args, m, goes_on)
  if goes_on then
    return game.push("pvp_move", {
      figure = args.figure,
      left = m.left,
      spent = m.spent,
      used_prime = m.used_prime,
      prime_left = args.prime_left,
      moved = args.moved,
      primed = args.primed,
      ready = args.ready,
    })
  end
  game.push(
    "pvp_action",
    { figure = args.figure, moved = args.moved, primed = args.primed or m.used_prime, ready = args.ready }
  )
end

--- The step `pvp_incited`: one enemy of the window's, asked whether it reacts (as data).
function pvp.incited_step(game, args, pick)
  local f, e = game.figure(args.figure), pick.enemy
  local q = movement.reaction_question(game, f, e)
  if q == nil then return end
  -- A villain's reaction is the automation's, asked of nobody (co-op, ATC 10.2.3).
  if movement.automated(game, e) then return movement.reaction_pick(game, f, e, { react = true }) end
  return game.ask(q, "pvp_reacted", { figure = args.figure, enemy = e.id })
end

--- The step `pvp_reacted`: its answer carried out.
function pvp.reacted_step(game, args, pick)
  movement.reaction_pick(game, game.figure(args.figure), game.figure(args.enemy), pick)
end

--- The probe `incite_holds` of the window: the mover still stands.
function pvp.incite_holds(game, args) return movement.incite_holds(game, game.figure(args.figure)) end

--- The step `pvp_stepped`: the step picked, once the reactions it incited are over.
function pvp.stepped_step(game, args)
  local f = game.figure(args.figure)
  local m = { left = args.left, spent = args.spent, used_prime = args.used_prime }
  local reacted = false
  for id in args.eligible:gmatch("[^,]+") do
    if game.figure(id).reacted_turn == turn(game) then reacted = true end
  end
  local s = { to = args.step_to, cost = args.step_cost, lava = args.step_lava or nil, join = args.step_join or nil }
  local goes_on = movement.step_taken(game, f, m, s, reacted) and movement.point_done(game, f, m)
  return pvp.move_goes_on(game, args, m, goes_on)
end

--- The next living combatant of `side` from its team token (the turn order is cyclic).
local function next_of(game, side)
  local order = pvp.order(game, side)
  local n = #order
  if n == 0 then return nil end
  local start = game.side(side).next or 1
  for k = 0, n - 1 do
    local i = (start - 1 + k) % n + 1
    if not order[i].dead and order[i].on_board then return order[i], i end
  end
  return nil
end

local OTHER = { white = "black", black = "white" }

--- The match: teams alternate (never two turns in a row for one team while the other lives),
--- each following its own order from its team token. `first_team:` names who starts (else the
--- side of the first combatant in the scenario). Each turn is a step (`steps.pvp_turn`).
function pvp.play(game)
  game.vars.mode = "pvp"
  local first = game.vars.first_team or game.scenario.first_team
  if first == nil then
    for _, f in ipairs(game.figures()) do
      if f.side == "white" or f.side == "black" then
        first = f.side
        break
      end
    end
  end
  game.vars.turn = game.vars.turn or 0
  pvp.check_victory(game)
  game.push("pvp_turn", { side = first })
end

--- One turn of the match: the next combatant of team `side` (of the other team when `side`
--- has none left to play).
function pvp.step(game, args)
  local side = args.side
  local f, i = next_of(game, side)
  if f == nil then
    side = OTHER[side]
    f, i = next_of(game, side)
  end
  game.vars.turn = turn(game) + 1
  -- Dead heroes the team token passes over: the temporary effects they applied end when
  -- the turn that would have been theirs starts (5.2 B).
  local order = pvp.order(game, side)
  local k = game.side(side).next or 1
  while order[k] and order[k] ~= f do
    if order[k].dead then effects.turn_start(game, order[k]) end
    k = k % #order + 1
  end
  game.side(side).next = i % #order + 1
  pvp.begin_turn(game, f)
  game.push("pvp_after_turn", { side = side })
end

--- The step after a match turn's last action: victory, the turn limit, the other team's turn.
function pvp.after_turn_step(game, args)
  local limit = game.scenario.turn_limit or 400
  pvp.check_victory(game)
  if turn(game) >= limit then game.finish({ winner = "none", reason = "turn limit" }) end
  game.push("pvp_turn", { side = OTHER[args.side] })
end

return pvp
