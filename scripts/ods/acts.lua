-- Set-up (p.6–7), the Fate Dial, initiative, the Turns and phases of Act I and Act II, and
-- the ending (p.8, p.10, p.14, p.16). Design: docs/ODS.md §7; readings: docs/RULES-NOTES.md.
-- Game vars: `act`, `turn` (the Fate Dial), `phase`, `villain`, `players`, `champion_count`,
-- `initiative` (this Turn's order, comma list of figure ids), `outcome`.
-- Champion figure vars set here: health/max_health, willpower/max_willpower, gold, boon1,
-- boon2, quests, `entered` (it has been in play: never again as a replacement), `replaced`
-- (a dead champion whose seat has had its replacement choice).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, next, type, tostring, tonumber, error, table, require =
  ipairs, pairs, next, type, tostring, tonumber, error, table, require

local board = require("ods.board")
local decks = require("ods.decks")
local rulebook = require("ods.rulebook")

local M = {}

local WORLD = { "capital", "hollows", "realm", "wilds" }
local VILLAINS = { "arawn", "dragon", "morrigan" }

local function mod(name) return require("ods." .. name) end

local function def_of(game, f) return f.card and game.def(f.card) or nil end

local function is_kind(game, f, kind)
  local d = def_of(game, f)
  return d ~= nil and d.kind == kind
end

-- Set-up ------------------------------------------------------------------------------------

--- older scenarios list figures beside the board as `off_board: true` (the kernel places them
--- first); `at: off` figures need nothing
local function lift(game)
  for _, f in ipairs(game.figures()) do
    local own = game.scenario.figure(f.id)
    if own and own.off_board == true and f.on_board then game.remove(f) end
  end
end

local function ask_players(game)
  local n = tonumber(game.scenario.players)
  if n == nil then
    local options = {}
    for i = 1, 4 do
      options[i] = { key = "players " .. i, n = i }
    end
    n = game.choose({ side = "p1", prompt = "set-up: how many players?", options = options, rule = rulebook.players }).n
  end
  if n < 1 or n > 4 then error("scenario: players must be 1..4, not " .. tostring(n)) end
  game.vars.players = n
  return n
end

local function villain_ids(game)
  local ids = game.card_ids("villain")
  if #ids == 0 then ids = VILLAINS end
  return ids
end

--- p.6 III: the group picks the villain (`villain ID`), asked of p1
local function ask_villain(game)
  local v = game.scenario.villain
  if v == nil or v == "choose" then
    local options = {}
    for _, id in ipairs(villain_ids(game)) do
      options[#options + 1] = { key = "villain " .. id, id = id }
    end
    v =
      game.choose({ side = "p1", prompt = "set-up: choose the villain", options = options, rule = rulebook.villain }).id
  end
  game.vars.villain = v
  return v
end

--- the figure of `seat` for champion card `id`
local function seat_figure(game, seat, id)
  for _, f in ipairs(game.figures({ side = seat })) do
    if f.card == id then return f end
  end
  return nil
end

--- champion card ids that some seat has in play or had (a champion card exists once)
local function taken(game)
  local out = {}
  for _, seat in ipairs(board.SEATS) do
    for _, f in ipairs(game.figures({ side = seat })) do
      if f.entered or f.chosen then out[f.card] = true end
    end
  end
  return out
end

--- the champions `seat` may choose now: its figures holding a champion card not yet taken
local function choosable(game, seat)
  local t, out = taken(game), {}
  for _, f in ipairs(game.figures({ side = seat })) do
    if f.card and not t[f.card] and not f.on_board and (is_kind(game, f, "champion") or game.def(f.card) == nil) then
      out[#out + 1] = f
    end
  end
  return out
end

local function ask_champion(game, seat, prompt, none_key)
  local options = {}
  for _, f in ipairs(choosable(game, seat)) do
    options[#options + 1] = { key = "champion " .. f.card, figure = f }
  end
  if none_key then options[#options + 1] = { key = none_key } end
  if #options == 0 then return nil end
  if #options == 1 then return options[1].figure end -- nothing to choose (or only `none`)
  local pick = game.choose({ side = seat, prompt = prompt, options = options, rule = rulebook.champion })
  return pick.figure
end

--- p.7 V: each seat picks its champion, then may pick a second (FAQ p.17: "a player can always
--- play two Champions to help with the difficulty": a choice, alone or with others; `no second
--- champion` declines). Marks them `chosen`.
local function choose_champions(game, players)
  local fixed = game.scenario.champions
  local chosen = {}
  if type(fixed) == "table" then
    for _, seat in ipairs(board.SEATS) do
      for _, id in ipairs(fixed[seat] or {}) do
        local f = seat_figure(game, seat, id)
        if not f then error("scenario: seat " .. seat .. " has no figure for champion `" .. id .. "`") end
        if taken(game)[id] then error("scenario: champion `" .. id .. "` is chosen twice") end
        f.chosen = true
        chosen[#chosen + 1] = f
      end
    end
    return chosen
  end
  for i = 1, players do
    local seat = board.SEATS[i]
    local f = ask_champion(game, seat, "set-up: " .. seat .. " chooses a champion", nil)
    if not f then error("set-up: no champion left for " .. seat) end
    f.chosen = true
    chosen[#chosen + 1] = f
    local second =
      ask_champion(game, seat, "set-up: " .. seat .. " may play a second champion (FAQ p.17)", "no second champion")
    if second then
      second.chosen = true
      chosen[#chosen + 1] = second
    end
  end
  return chosen
end

--- p.7 IV: every deck but the foes' (foes.build_decks) shuffled; the Quest deck holds the
--- chosen villain's quests only (p.6)
local function build_decks(game, villain)
  decks.shuffle(game, "resource", decks.contents(game, "resource"))
  decks.shuffle(game, "affliction", decks.contents(game, "affliction"))
  decks.shuffle(game, "event", decks.contents(game, "event"))
  for _, w in ipairs(WORLD) do
    decks.shuffle(game, "world_" .. w, decks.contents(game, "world", function(d) return d.location == w end))
  end
  if decks.size(game, "quest") == 0 then
    decks.shuffle(game, "quest", decks.contents(game, "quest", function(d) return d.villain == villain end))
  end
end

--- a champion enters play (set-up p.7 V, or a replacement p.14): its card, start space,
--- Health and Willpower at maximum, starting gold and resources (searched in the deck)
function M.enter(game, f)
  local def = def_of(game, f) or {}
  local start = def.start or {}
  local own = game.scenario.figure(f.id) or {}
  local space = start.space or (own.at ~= "off" and own.at) or nil
  if space == nil then error("champion " .. tostring(f.card) .. " has no start space") end
  if f.card and game.def(f.card) and #game.cards({ holder = f }) == 0 then game.give(f.card, f) end
  game.place(f, space)
  f.entered = true
  f.dead = nil
  f.max_health = def.health or 8
  f.health = f.max_health
  f.max_willpower = def.willpower or 4
  f.willpower = f.max_willpower
  f.gold = start.gold or 0
  f.boon1, f.boon2, f.quests = 0, 0, 0
  for _, id in ipairs(start.resources or {}) do
    if not decks.take(game, "resource", id) then
      game.log(f.id .. ": starting resource " .. id .. " is not in the Resource deck")
    end
    mod("hand").attach(game, f, id)
  end
end

local flip -- the Act II flip (below), which a preset starting in Act II runs first

--- a foe a preset puts on the map is there as if it had entered: it holds its card (its `on`
--- handlers run) and its card is out of the Foe deck or epic pile
local function preset_foe(game, f)
  local foes = mod("foes")
  foes.ensure_card(game, f)
  -- out of the Foe decks or the epic pile, as foes.enter / foes.epic take it (p.14)
  foes.take_card(game, f.card)
end

--- `preset:` of a scenario (tests, puzzles): game vars first (with `act: 2` the story starts
--- in Act II: the flip happens now, and the state below is the state after it), then figures
--- placed (`at`; a foe placed this way gets its card's Health), cards given (`give`) and figure
--- vars.
local function preset(game)
  local p = game.scenario.preset
  if type(p) ~= "table" then return end
  for k, v in pairs(p.vars or {}) do
    -- `shadow@SPACE` / `quest@SPACE`: the older spelling of tokens on a space
    local kind, space = tostring(k):match("^(%a+)@(.+)$")
    if kind then
      board.set_tokens(game, space, kind, v)
    else
      game.vars[k] = v
    end
  end
  for space, vars in pairs(p.space_vars or {}) do
    for k, v in pairs(vars) do
      game.space_vars(space)[k] = v
    end
  end
  if game.vars.act == 2 then
    local turn = game.vars.turn
    flip(game)
    game.vars.turn = turn
  end
  for id, space in pairs(p.at or {}) do
    local f = game.figure(id)
    local entering = f.side == "foes" and not f.on_board
    if entering then
      local d = def_of(game, f) or {}
      if d.health and f.health == nil then
        f.health, f.max_health = d.health, d.health
      end
      if d.kind == "epic_foe" then f.epic = true end
    end
    game.place(f, space)
    if entering then preset_foe(game, f) end
  end
  -- `give`: cards handed to figures (or sides) now, so the first question already sees them
  for holder, ids in pairs(p.give or {}) do
    local to = holder
    for _, s in ipairs(game.sides()) do
      if s == holder then to = nil end
    end
    for _, id in ipairs(ids) do
      game.give(id, to and game.figure(to) or holder)
    end
  end
  for id, vars in pairs(p.figure_vars or {}) do
    local f = game.figure(id)
    for k, v in pairs(vars) do
      f[k] = v
    end
    -- a champion preset dead has left the board (p.14)
    if f.dead and f.on_board then game.remove(f) end
  end
  -- `calls`: rules functions run here, results kept in game vars (testkit.call)
  if p.calls then require("ods.testkit").run_calls(game, p.calls) end
end

--- counts the champions a fixed `champions:` table names, or the players (two for one)
--- p.6–7: map and pools, Fate 1, villain, its Act I set-up, decks, champions, the Hand
function M.setup(game)
  lift(game)
  board.pool(game, "quest")
  board.pool(game, "shadow")
  game.vars.act, game.vars.turn, game.vars.phase = 1, 1, "setup"
  local fixed = game.scenario.champions
  local players
  if type(fixed) == "table" then
    players = 0
    for i, seat in ipairs(board.SEATS) do
      if fixed[seat] then players = i end
    end
    game.vars.players = players
  else
    players = ask_players(game)
  end
  local villain = ask_villain(game)
  local chosen = choose_champions(game, players)
  -- "half the number of Champions" (p.6, rounded up FAQ p.17) needs the count before the
  -- villain's set-up places its tokens; the champions enter after the decks exist (p.7 V)
  game.vars.champion_count = #chosen
  mod("foes").build_decks(game, villain)
  build_decks(game, villain)
  mod("villains").setup(game)
  for _, f in ipairs(chosen) do
    f.chosen = nil
    M.enter(game, f)
  end
  mod("hand").deal(game)
  preset(game)
  game.emit("setup_done", {})
end

-- Initiative (p.10) ---------------------------------------------------------------------------

--- Agility with modifiers (p.10 "compare their Champions' Agility trait")
local function agility(game, f) return mod("traits").value(game, f, "agility", { kind = "initiative" }) or 0 end

local function seat_index(seat)
  for i, s in ipairs(board.SEATS) do
    if s == seat then return i end
  end
  return 99
end

--- a seat's champions in the order the seat picks (`order CHAMPION`, asked only with two)
local function seat_order(game, list, seat)
  local left, out = {}, {}
  for _, f in ipairs(list) do
    left[#left + 1] = f
  end
  while #left > 1 do
    local options = {}
    for _, f in ipairs(left) do
      options[#options + 1] = { key = "order " .. f.id, figure = f }
    end
    local pick = game.choose({
      side = seat,
      prompt = "initiative: which of " .. seat .. "'s champions goes next?",
      options = options,
      rule = rulebook.seat_order,
    }).figure
    out[#out + 1] = pick
    for i, f in ipairs(left) do
      if f == pick then
        table.remove(left, i)
        break
      end
    end
  end
  if left[1] then out[#out + 1] = left[1] end
  return out
end

--- p.10: the highest Agility holds Initiative (ties: `first CHAMPION`, asked of the lowest tied
--- seat); then clockwise = seat order from the holder's seat, wrapping round
function M.initiative(game)
  local champs = board.champions(game)
  if #champs == 0 then
    game.vars.initiative = ""
    return {}
  end
  local best, tied = nil, {}
  for _, f in ipairs(champs) do
    local a = agility(game, f)
    if best == nil or a > best then
      best, tied = a, { f }
    elseif a == best then
      tied[#tied + 1] = f
    end
  end
  local holder = tied[1]
  if #tied > 1 then
    local options = {}
    for _, f in ipairs(tied) do
      options[#options + 1] = { key = "first " .. f.id, figure = f }
    end
    local seat = tied[1].side
    for _, f in ipairs(tied) do
      if seat_index(f.side) < seat_index(seat) then seat = f.side end
    end
    holder = game.choose({
      side = seat,
      prompt = "initiative: Agility " .. best .. " is tied; who goes first?",
      options = options,
      rule = rulebook.initiative,
    }).figure
  end
  local order = { holder }
  local start = seat_index(holder.side)
  for k = 0, 3 do
    local seat = board.SEATS[(start - 1 + k) % 4 + 1]
    local mine = {}
    for _, f in ipairs(champs) do
      if f.side == seat and f ~= holder then mine[#mine + 1] = f end
    end
    for _, f in ipairs(seat_order(game, mine, seat)) do
      order[#order + 1] = f
    end
  end
  local ids = {}
  for i, f in ipairs(order) do
    ids[i] = f.id
  end
  game.vars.initiative = table.concat(ids, ",")
  return order
end

--- champions (figure proxies) on the board, alive, in this Turn's initiative order
function M.order(game)
  local out = {}
  for _, id in ipairs(board.split(game.vars.initiative)) do
    local f = game.figure(id)
    if board.is_champion(f) then out[#out + 1] = f end
  end
  return out
end

-- Turns -----------------------------------------------------------------------------------------

--- ⚡ cards, feats and spells straighten at the start of the next Turn (p.7, p.12)
local function straighten(game)
  for _, f in ipairs(board.champions(game)) do
    for _, c in ipairs(f:cards()) do
      if c.exhausted then c.exhausted = nil end
    end
  end
end

--- p.14: a seat whose champion died in Act I may bring one never yet in play (`champion ID`
--- or `none`) at the next Turn's start; for a death in Act I's last Turn that is Act II Turn 1
--- (the death was "during Act I"; RULES-NOTES)
local function replacements(game)
  for _, seat in ipairs(board.SEATS) do
    for _, f in ipairs(game.figures({ side = seat })) do
      if f.dead and not f.replaced then
        f.replaced = true
        local new = ask_champion(game, seat, seat .. ": " .. f.card .. " fell; choose a champion to enter play", "none")
        if new then M.enter(game, new) end
      end
    end
  end
end

local function living(game) return #board.champions(game) > 0 end

--- defeat when no champion is left (p.14, p.16). In Act I a fallen champion's seat may still
--- bring another at the next Turn's start, so the check waits for that (M.turn)
function M.check(game, turn_start)
  if living(game) then return end
  if game.vars.act == 1 and not turn_start then return end
  M.finish(game, "defeat", "every champion is dead")
end

local function phase(game, name, fn)
  game.vars.phase = name
  game.emit("phase_start", { act = game.vars.act, turn = game.vars.turn, phase = name, detail = name })
  fn(game)
  game.emit("phase_end", { act = game.vars.act, turn = game.vars.turn, phase = name, detail = name })
  M.check(game)
end

-- A Turn runs as steps, so that while a champion chooses an action the game is data (each
-- action is asked with game.ask): `turn` (the start of the Turn and of the Action Phase),
-- `round` (one champion's Round after another, in the initiative order fixed at the phase's
-- start), `action_pick` (the action chosen, carried out; then the next question), and
-- `turn_rest` (the end of the Action Phase, the other phases, the end of the Turn). Each
-- carries the Turn's `act`, `turn` and `act0`; a Round carries the order (",id,id,") and the
-- champion's place `i` in it.

--- the start of a Turn (p.8) and of its Action Phase
local function turn_start(game, args)
  local act, turn = game.vars.act, game.vars.turn
  game.vars.phase = "start"
  straighten(game)
  if act == 1 or turn == 1 then replacements(game) end
  M.check(game, true)
  M.initiative(game)
  game.emit("turn_start", { act = act, turn = turn, detail = "act " .. act .. " turn " .. turn })
  game.vars.phase = "action"
  game.emit("phase_start", { act = act, turn = turn, phase = "action", detail = "action" })
  mod("actions").phase_start(game)
  local ids = {}
  for _, c in ipairs(M.order(game)) do
    ids[#ids + 1] = c.id
  end
  game.push(
    "round",
    { act = args.act, turn = args.turn, act0 = args.act0, order = "," .. table.concat(ids, ",") .. ",", i = 1 }
  )
end

--- the end of the Action Phase, the Combat, Scenario and Event Phases, the end of the Turn
--- (p.8, p.16), then the next Turn
local function turn_rest(game, args)
  local act, turn = game.vars.act, game.vars.turn
  mod("actions").phase_end(game)
  game.emit("phase_end", { act = act, turn = turn, phase = "action", detail = "action" })
  M.check(game)
  phase(game, "combat", mod("combat").phase)
  if act == 1 then
    phase(game, "scenario", mod("scenarios").phase)
    phase(game, "event", function(g)
      mod("events").phase(g)
      -- p.16 Progressing the Story: the villain's placements, then Turn-end affliction rolls
      mod("villains").progress(g)
      mod("afflictions").turn_end(g)
    end)
  end
  game.emit("turn_end", { act = act, turn = turn, detail = "act " .. act .. " turn " .. turn })
  M.check(game)
  M.next_turn(game, args.act, args.turn + 1, args.act0)
end

--- the `i`-th champion of the order (an id), or nil past its end
local function nth(order, i)
  local k = 0
  for id in order:gmatch("[^,]+") do
    k = k + 1
    if k == i then return id end
  end
  return nil
end

local function with(args, changes)
  local out = {}
  for k, v in next, args do
    out[k] = v
  end
  for k, v in next, changes do
    out[k] = v
  end
  return out
end

--- One champion's Round (p.10), or the end of the Action Phase after the last
local function round(game, args)
  local id = nth(args.order, args.i)
  if id == nil then return game.push("turn_rest", args) end
  local c = game.figure(id)
  if not mod("actions").round_start(game, c) then return game.push("round", with(args, { i = args.i + 1 })) end
  return M.round_question(game, args)
end

--- The champion's next action (asked as data), or the end of its Round
function M.round_question(game, args)
  local c = game.figure(nth(args.order, args.i))
  local q = mod("actions").question(game, c)
  if q == nil then
    c.actions = 0
    return game.push("round", with(args, { i = args.i + 1 }))
  end
  return game.ask(q, "action_pick", args)
end

--- The action chosen, carried out; then the champion's next question
local function action_pick(game, args, o)
  local c = game.figure(nth(args.order, args.i))
  if not mod("actions").perform(game, c, o) then
    c.actions = 0
    return game.push("round", with(args, { i = args.i + 1 }))
  end
  return M.round_question(game, args)
end

M.steps = { round = round, action_pick = action_pick, turn_rest = turn_rest }

--- p.8, p.16: the villain's flip (its Act II set-up happens at the start of Act II Turn 1),
--- the Fate token back on 1, every champion to full Willpower
flip = function(game)
  game.vars.act, game.vars.turn = 2, 1
  mod("villains").act2(game)
  for _, f in ipairs(board.champions(game)) do
    f.willpower = f.max_willpower
  end
  game.emit("act_start", { act = 2, detail = "act 2" })
end

--- set-up, then Act I and Act II; a `preset:` of act/turn (tests) starts the story there
--- (in Act II the set-up has flipped the villain already)
function M.play(game)
  M.setup(game)
  local act0, turn0 = game.vars.act or 1, game.vars.turn or 1
  if act0 == 1 then game.emit("act_start", { act = 1, detail = "act 1" }) end
  M.next_turn(game, act0, turn0, act0)
end

--- Pushes Turn `turn` of Act `act` (a Turn past 5 is the next Act's first, after the flip
--- when the story started in Act I), or ends the game after Act II.
function M.next_turn(game, act, turn, act0)
  if turn > 5 then
    act, turn = act + 1, 1
    if act > 2 then M.finish(game, "defeat", "Turn 5 of Act II ended") end
    if act == 2 and act0 == 1 then flip(game) end
    return M.next_turn(game, act, turn, act0)
  end
  game.push("turn", { act = act, turn = turn, act0 = act0 })
end

--- One Turn (a step of its own): Turn `args.turn` of Act `args.act`; then the next Turn, the
--- flip to Act II after Act I's Turn 5 (when the story started in Act I), or the end.
function M.step(game, args)
  game.vars.turn = args.turn
  -- the game's length over both Acts, for reports (the Fate Dial restarts at 1 in Act II)
  game.vars.turns_played = (game.vars.turns_played or 0) + 1
  turn_start(game, args)
end

-- The ending (p.16) -------------------------------------------------------------------------------

--- the Story Ending card of the villain for an outcome: a card of kind `ending` whose
--- `villain` and `outcome` match, else one named VILLAIN_OUTCOME
local function ending_of(game, outcome)
  local v = game.vars.villain
  for _, id in ipairs(game.card_ids("ending")) do
    local d = game.def(id)
    if d and d.villain == v and (d.outcome == outcome or d.result == outcome) then return id end
  end
  local id = tostring(v) .. "_" .. outcome
  if game.def(id) then return id end
  return nil
end

--- ends the game: outcome = "victory"|"defeat", why = a short text, ending = card id or nil
--- (the villain's). Cooperative: the result names `winner = "champions"` (every seat) or
--- `"foes"`.
function M.finish(game, outcome, why, ending)
  ending = ending or ending_of(game, outcome)
  game.vars.outcome = outcome
  game.vars.phase = "over"
  if ending then
    local d = game.def(ending)
    game.log("Story Ending: " .. ((d and d.name) or ending) .. ((d and d.text) and (" — " .. d.text) or ""))
  end
  game.finish({
    winner = outcome == "victory" and "champions" or "foes",
    outcome = outcome,
    reason = why,
    ending = ending,
    act = game.vars.act,
    turn = game.vars.turn,
  })
end

return M
