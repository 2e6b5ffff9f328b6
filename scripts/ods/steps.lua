-- Data steps: what villain cards (setup, progression), Event cards and Scenario outcomes say in
-- data (docs/ODS.md §4.2, §4.6, §4.7). `steps.run(game, list, ctx)` runs a list in order;
-- ctx = {champion = figure or nil, card = card id (for errors and events), space = space id}.
--
-- THE STEP VOCABULARY (one main key per step; an unknown key is an error naming the card):
--   {place = "quest"|"shadow", count = N|"half", type = T, at = WHERE}
--        tokens from the pool (p.6): without `at`, each is a pool draw; with `type`, labels of
--        other types are set aside until one matches (FAQ p.17). "half" = half the champions
--        in play, rounded up (p.6, FAQ p.17). With `at`, placed on that space.
--   {remove = "quest"|"shadow", count = N, at = WHERE}   tokens off a space (default "here";
--        with {type =}/{tag =}: a random such space among those holding one; with "random":
--        a random space of the whole map among those holding one; none: nothing)
--   {shadow = N}            +N places N shadow tokens here, -N removes N from here
--   {foe = ID|"random", villain = V, at = WHERE, count = N}   a foe enters the map (p.13)
--   {epic = ID, at = WHERE} an Epic Foe enters (p.14); with a champion and no `at`: on its
--                           space, and the champion fights it (a Quest's combat)
--   {villain = {at = WHERE}}   the villain's figure enters with its Act II stats (p.6, p.8)
--   {gold = N} {boon = 1|2, count = N} {health = N} {willpower = N}   the champion's tracks
--        (health < 0 is damage through combat.damage_champion; gains never pass the maximum)
--   {quests = N}            quest tokens on the champion's card (N < 0 spends them)
--   {affliction = "random"|"mental"|"physical"|"magical"|ID, count = N}   (p.15)
--   {cure = "random"|"mental"|"physical"|"magical"|ID}   removes one affliction of the champion
--   {resource = ID|{type = T}|"relic_from_hand"}   a Resource is attached (p.11)
--   {combat = FOE|{random = true, villain = V}}   a foe enters here and the champion fights it
--        (kind "scenario"; others on the space may join, p.15). A named foe that is out of
--        the game: no combat and the scenario ends (FAQ p.18).
--   {ambush = FOE, by = "foe"|"champion"}   one ambush round (p.14), then a regular combat
--   {duel = FOE}            a duel (p.14)
--   {travel = WHERE}        the champion is moved to a space (sets `prev` when a path joins them)
--   {quest_done = true}     the space's quest token goes to the champion (p.11, p.15)
--   {test = {trait = T, difficulty = N}, success = {steps}, failure = {steps}}   a test inside
--                           a list (useful with `each`: "every champion tests Resolve 6 ...")
--   {ending = ID}           the game ends with that Story Ending (its card's `outcome`)
--   {text = "..."}          only read out (logged)
--   {run = function(card_def, game, champion, ctx) ... end}   anything data cannot say; may
--                           return "stop" to end the list
-- Modifier on any step: `each = "champion"` (every champion in play, in initiative order) or
-- `each = "here"` (every champion on ctx.space): the step runs once per champion.
--
-- WHERE is: a space id; {type = T} or {tag = X} (a random space among those, one d6 per pick,
-- rerolled when over the list); {label = "hollows-3"}; "token" (draw a label of the shadow
-- pool and put it back, p.6); "here" (ctx.space, else the champion's space).
--
-- `run` returns "stop" when a step ended the list early (a lost or missing combat, an ending).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, type, tostring, tonumber, error, pcall, math, table, require =
  ipairs, pairs, type, tostring, tonumber, error, pcall, math, table, require

local board = require("ods.board")

local M = {}

-- Main keys, in the order they are looked for; the other keys are modifiers.
local MAIN = {
  "run",
  "place",
  "remove",
  "shadow",
  "foe",
  "epic",
  "villain",
  "gold",
  "boon",
  "health",
  "willpower",
  "quests",
  "affliction",
  "cure",
  "resource",
  "combat",
  "ambush",
  "duel",
  "travel",
  "quest_done",
  "test",
  "ending",
  "text",
}
local MODIFIERS = {
  each = true,
  count = true,
  type = true,
  at = true,
  villain = true,
  by = true,
  success = true,
  failure = true,
  text = true,
  random = true,
}

local function where_card(ctx) return (ctx and ctx.card) and tostring(ctx.card) or "?" end

local function fail(ctx, msg) error("ods steps (card " .. where_card(ctx) .. "): " .. msg, 0) end

--- One d6 (1..6) from the seeded dice (rigged in tests: `g:rig("d6", {"n4"})`).
function M.d6(game)
  local d = game.roll({ die = "d6", n = 1, explode = false }):dice()[1]
  for _, t in ipairs(d.tags or {}) do
    local n = tonumber(tostring(t):match("%d+"))
    if n then return n end
  end
  return tonumber(tostring(d.face):match("%d+")) or 1
end

--- A random index 1..n from the seeded d6 (board.random: one d6 rerolled over n when n <= 6).
function M.pick(game, n) return board.random(game, n) end

--- Champions in play, in this Turn's initiative order (acts.order), else in scenario order.
function M.champions(game)
  local ok, acts = pcall(require, "ods.acts")
  local out = {}
  if ok and acts.order then
    for _, f in ipairs(acts.order(game) or {}) do
      if board.is_champion(f) then out[#out + 1] = f end
    end
  end
  if #out > 0 then return out end
  return board.champions(game)
end

--- Half the champions in play, rounded up (p.6, FAQ p.17). Before the champions are on the
--- map (the villain's setup comes first, p.6 III), `champion_count` (set by the set-up) counts.
function M.half(game)
  local n = #M.champions(game)
  if n == 0 then n = game.vars.champion_count or 1 end
  return (n + 1) // 2
end

local function count_of(game, step, ctx)
  local c = step.count
  if c == nil then return 1 end
  if c == "half" then return M.half(game) end
  if type(c) ~= "number" then fail(ctx, 'count must be a number or "half"') end
  return c
end

local function here(ctx)
  if ctx.space then return ctx.space end
  if ctx.champion and ctx.champion.at then return ctx.champion.at end
  return nil
end

--- Resolves a WHERE (module doc) to a space id.
function M.where(game, w, ctx)
  ctx = ctx or {}
  if w == nil or w == "here" then
    local s = here(ctx)
    if not s then fail(ctx, 'no space for "here"') end
    return s
  end
  if w == "token" then
    -- the label is read and the token goes back into its pile (p.6)
    local label = board.draw_token(game, "shadow", nil)
    local s = label and board.by_label(game, label)
    if not s then fail(ctx, "no shadow-pool label to draw") end
    board.return_token(game, "shadow", s)
    return s
  end
  if type(w) == "string" then
    game.space(w) -- fails on an unknown id
    return w
  end
  if type(w) == "table" then
    if w.label then return board.by_label(game, w.label) or fail(ctx, "no space labelled " .. w.label) end
    local filter = {}
    if w.type then filter.kind = w.type end
    if w.tag then filter.tag = w.tag end
    local list = game.spaces(filter)
    if #list == 0 then fail(ctx, "no space matches the WHERE") end
    return list[M.pick(game, #list)]
  end
  fail(ctx, "bad WHERE " .. tostring(w))
end

local function need_champion(ctx, key)
  if not ctx.champion then fail(ctx, "step `" .. key .. "` needs a champion") end
  return ctx.champion
end

--- Takes up to n tokens of `kind` off `space`; returns how many were taken.
--- Shadow tokens go back to their pile (p.10 Purge); quest tokens go to a champion's card.
function M.take_tokens(game, kind, space, n, by)
  local k = 0
  for _ = 1, n do
    if not board.remove_token(game, kind, space, by) then break end
    if kind == "shadow" then board.return_token(game, kind, space) end
    k = k + 1
  end
  return k
end

local function clamp_track(f, var, max_var, delta)
  local v = (f[var] or 0) + delta
  if v < 0 then v = 0 end
  local max = f[max_var]
  if max and v > max then v = math.max(max, f[var] or 0) end
  f[var] = v
end

-- The handlers -----------------------------------------------------------------------------

local H = {}

function H.run(game, step, ctx)
  if type(step.run) ~= "function" then fail(ctx, "`run` must be a function") end
  local def = ctx.card and game.def(ctx.card)
  return step.run(def, game, ctx.champion, ctx)
end

function H.place(game, step, ctx)
  local kind = step.place
  if kind ~= "quest" and kind ~= "shadow" then fail(ctx, 'place must be "quest" or "shadow"') end
  for _ = 1, count_of(game, step, ctx) do
    if step.at ~= nil then
      board.place_token(game, kind, M.where(game, step.at, ctx))
    elseif step.type then
      board.place_token(game, kind, { type = step.type })
    else
      board.place_token(game, kind, nil)
    end
  end
end

function H.remove(game, step, ctx)
  local kind = step.remove
  if kind ~= "quest" and kind ~= "shadow" then fail(ctx, 'remove must be "quest" or "shadow"') end
  local by = ctx.champion and ctx.champion.id or (ctx.card and tostring(ctx.card)) or "card"
  for _ = 1, count_of(game, step, ctx) do
    local space
    if step.at == "random" or (type(step.at) == "table" and not step.at.label) then
      -- a random space (of that type or tag) among those holding such a token
      local filter = type(step.at) == "table" and { kind = step.at.type, tag = step.at.tag } or {}
      local list = {}
      for _, s in ipairs(game.spaces(filter)) do
        if board.tokens(game, s, kind) > 0 then list[#list + 1] = s end
      end
      if #list == 0 then
        game.log("no " .. kind .. " token to remove")
        return
      end
      space = list[M.pick(game, #list)]
    else
      space = M.where(game, step.at, ctx)
    end
    M.take_tokens(game, kind, space, 1, by)
  end
end

function H.shadow(game, step, ctx)
  local n = step.shadow
  local space = M.where(game, step.at, ctx)
  if n > 0 then
    for _ = 1, n do
      board.place_token(game, "shadow", space)
    end
  elseif n < 0 then
    M.take_tokens(game, "shadow", space, -n, ctx.champion and ctx.champion.id or "card")
  end
end

local function foes() return require("ods.foes") end
local function combat() return require("ods.combat") end

--- The champion fights `list` on its space (a scenario's combat, p.15: the others there may
--- join); "stop" unless won. FAQ p.18: when the champion who began it retreated and another
--- dealt the killing blow on the last foe, that one finishes the Scenario (ctx.champion).
function M.after_combat(game, ctx, champ, space, result, killer)
  ctx.combat_result = result
  if result ~= "won" then return "stop" end
  if killer and killer ~= champ and champ.at ~= space then ctx.champion = game.figure(killer) end
end

local function fight(game, ctx, list)
  local champ = need_champion(ctx, "combat")
  local space = champ.at
  -- p.14 "they are engaged with all Foes on that space": the card's foe first, then any other
  -- foe standing there (rare: the Combat Phase has just fought there)
  local all, seen = {}, {}
  for _, f in ipairs(list) do
    all[#all + 1] = f
    seen[f.id] = true
  end
  for _, f in ipairs(combat().foes_at(game, space)) do
    if not seen[f.id] then
      all[#all + 1] = f
      seen[f.id] = true
    end
  end
  local result, killer = combat().fight(game, space, { kind = "scenario", champion = champ, foes = all })
  return M.after_combat(game, ctx, champ, space, result, killer)
end

function H.epic(game, step, ctx)
  local space = (step.at ~= nil or not ctx.champion) and M.where(game, step.at, ctx) or ctx.champion.at
  local f = foes().epic(game, step.epic, space)
  if not f then
    ctx.missing_foe = true
    return "stop"
  end
  if ctx.champion and step.at == nil then return fight(game, ctx, { f }) end
end

function H.villain(game, step, ctx)
  local spec = step.villain
  if type(spec) ~= "table" then fail(ctx, "villain step needs {at = WHERE}") end
  require("ods.villains").enter(game, M.where(game, spec.at, ctx))
end

function H.gold(game, step, ctx)
  local f = need_champion(ctx, "gold")
  f.gold = math.max(0, (f.gold or 0) + step.gold)
end

function H.boon(game, step, ctx)
  local f = need_champion(ctx, "boon")
  if step.boon ~= 1 and step.boon ~= 2 then fail(ctx, "boon must be 1 or 2") end
  local var = "boon" .. step.boon
  f[var] = math.max(0, (f[var] or 0) + count_of(game, step, ctx))
end

function H.health(game, step, ctx)
  local f = need_champion(ctx, "health")
  if step.health < 0 then
    combat().damage_champion(game, f, -step.health, where_card(ctx))
  else
    clamp_track(f, "health", "max_health", step.health)
  end
end

function H.willpower(game, step, ctx)
  clamp_track(need_champion(ctx, "willpower"), "willpower", "max_willpower", step.willpower)
end

function H.quests(game, step, ctx)
  local f = need_champion(ctx, "quests")
  f.quests = math.max(0, (f.quests or 0) + step.quests)
end

function H.affliction(game, step, ctx)
  local f = need_champion(ctx, "affliction")
  for _ = 1, count_of(game, step, ctx) do
    require("ods.afflictions").gain(game, f, step.affliction)
  end
end

function H.cure(game, step, ctx)
  local f = need_champion(ctx, "cure")
  local aff = require("ods.afflictions")
  local c = aff.find(game, f, step.cure)
  if c then aff.remove(game, f, c) end
end

--- Attaches a resource (p.11 "search the Resource deck or Hand for a specific Resource"): an
--- id (taken from the Hand, else out of the Resource deck; neither: not available), the first
--- of a type in the Hand, or a relic of the Hand. A card taken from the Hand is restocked.
function H.resource(game, step, ctx)
  local f = need_champion(ctx, "resource")
  local want = step.resource
  local hand = require("ods.hand")
  local decks = require("ods.decks")
  local id
  if type(want) == "string" and want ~= "relic_from_hand" then
    if not game.def(want) then fail(ctx, "unknown resource " .. tostring(want)) end
    if M.take_from_hand(game, want) then
      id = want
    elseif decks.take(game, "resource", want) then
      id = want
    else
      game.log(want .. " is not available (neither in the Hand nor in the Resource deck)")
      return
    end
  else
    local t = (want == "relic_from_hand") and "relic" or (type(want) == "table" and want.type)
    if not t then fail(ctx, 'resource must be an id, {type = T} or "relic_from_hand"') end
    for _, c in ipairs(hand.list(game)) do
      local def = game.def(c)
      if def and def.type == t then
        id = c
        break
      end
    end
    if not id then
      game.log(f.id .. ": no " .. t .. " in the Hand")
      return
    end
    M.take_from_hand(game, id)
  end
  hand.attach(game, f, id)
end

--- Removes one copy of card id `id` from the Hand and restocks it (p.11); false if absent.
function M.take_from_hand(game, id)
  local hand = require("ods.hand")
  local out, done = {}, false
  for _, c in ipairs(hand.list(game)) do
    if c == id and not done then
      done = true
    else
      out[#out + 1] = c
    end
  end
  if not done then return false end
  game.vars.hand = table.concat(out, ",")
  hand.deal(game)
  return true
end

--- a random regular foe aligned to villain `v` (FAQ p.17 "three card backs"): the Foe deck
--- when v is this game's villain, else one of v's cards kept aside
local function random_of(game, v, space)
  if v == nil or v == game.vars.villain then return foes().enter(game, "random", space) end
  local ids = {}
  for _, id in ipairs(require("ods.decks").list(game, "foe_other")) do
    local def = game.def(id)
    if def and def.villain == v then ids[#ids + 1] = id end
  end
  if #ids == 0 then return foes().enter(game, "random", space) end
  return foes().enter(game, ids[M.pick(game, #ids)], space)
end

local function foe_for(game, which, ctx, space)
  space = space or need_champion(ctx, "combat").at
  if type(which) == "table" then
    if not which.random then fail(ctx, "a foe must be an id or {random = true, villain = V}") end
    return random_of(game, which.villain, space)
  end
  if which == "random" then return random_of(game, nil, space) end
  if not game.def(which) then fail(ctx, "unknown foe " .. tostring(which)) end
  return foes().enter(game, which, space)
end

function H.foe(game, step, ctx)
  for _ = 1, count_of(game, step, ctx) do
    local space = M.where(game, step.at, ctx)
    local which = step.foe
    if which == "random" then which = { random = true, villain = step.villain } end
    foe_for(game, which, ctx, space)
  end
end

function H.combat(game, step, ctx)
  local f = foe_for(game, step.combat, ctx)
  if not f then
    ctx.missing_foe = true
    game.log("the foe is out of the game: no combat (FAQ p.18)")
    return "stop"
  end
  return fight(game, ctx, { f })
end

--- p.14: one ambush round, then (a Scenario's ambush) regular combat on the space
function H.ambush(game, step, ctx)
  local champ = need_champion(ctx, "ambush")
  local space = champ.at
  local f = foe_for(game, step.ambush, ctx)
  if not f then
    ctx.missing_foe = true
    return "stop"
  end
  local a, d = f, champ
  if step.by == "champion" then
    a, d = champ, f
  end
  local result, killer = combat().ambush(game, a, d, { fight = true, kind = "scenario" })
  return M.after_combat(game, ctx, champ, space, result, killer)
end

function H.duel(game, step, ctx)
  local champ = need_champion(ctx, "duel")
  local space = champ.at
  local f = foe_for(game, step.duel, ctx)
  if not f then
    ctx.missing_foe = true
    return "stop"
  end
  local result, killer = combat().duel(game, champ, f)
  return M.after_combat(game, ctx, champ, space, result, killer)
end

function H.travel(game, step, ctx)
  local f = need_champion(ctx, "travel")
  local from, to = f.at, M.where(game, step.travel, ctx)
  if from == to then return end
  if game.close(from, to) then
    game.move(f, to)
    f.prev = from
  else
    game.place(f, to)
    f.prev = nil -- a card placed it: no retreat space (RULES-NOTES, Retreat)
  end
  game.emit("travelled", { champion = f, from = from, to = to, detail = f.id .. " " .. from .. " " .. to })
end

function H.quest_done(game, step, ctx)
  local f = need_champion(ctx, "quest_done")
  local space = here(ctx)
  if M.take_tokens(game, "quest", space, 1, f.id) > 0 then f.quests = (f.quests or 0) + 1 end
  ctx.quest_done = true
  game.emit("quest_completed", { champion = f, card = ctx.card, detail = f.id .. " " .. tostring(ctx.card) })
end

function H.test(game, step, ctx)
  local f = need_champion(ctx, "test")
  local t = step.test
  local r =
    require("ods.tests").test(game, f, { trait = t.trait, difficulty = t.difficulty, kind = "test", source = ctx.card })
  local list = r.passed and step.success or step.failure
  if list then return M.run(game, list, ctx) end
end

function H.ending(game, step, ctx)
  local def = game.def(step.ending)
  if not def then fail(ctx, "unknown ending " .. tostring(step.ending)) end
  require("ods.acts").finish(game, def.outcome or "defeat", where_card(ctx), step.ending)
  return "stop"
end

function H.text(game, step, ctx) game.log(step.text) end

--- The main key of a step; errors name the card for an unknown key (a typo in a card).
function M.kind(step, ctx)
  if type(step) ~= "table" then fail(ctx, "a step must be a table") end
  local main
  for _, k in ipairs(MAIN) do
    if step[k] ~= nil then
      main = k
      break
    end
  end
  for k in pairs(step) do
    if k ~= main and not MODIFIERS[k] then fail(ctx, "unknown step key `" .. tostring(k) .. "`") end
  end
  if not main then fail(ctx, "a step with no action") end
  return main
end

local function copy(t)
  local o = {}
  for k, v in pairs(t) do
    o[k] = v
  end
  return o
end

--- Runs one step (for every champion with `each`); returns "stop" to end the list.
function M.step(game, step, ctx)
  local main = M.kind(step, ctx)
  if step.each then
    local list
    if step.each == "champion" then
      list = M.champions(game)
    elseif step.each == "here" then
      list = {}
      for _, f in ipairs(M.champions(game)) do
        if f.at == here(ctx) then list[#list + 1] = f end
      end
    else
      fail(ctx, 'each must be "champion" or "here"')
    end
    for _, f in ipairs(list) do
      local sub = copy(ctx)
      sub.champion, sub.space = f, f.at
      if H[main](game, step, sub) == "stop" and main == "ending" then return "stop" end
    end
    return nil
  end
  return H[main](game, step, ctx)
end

--- Checks a list of steps without running it (main keys, modifiers, nested success/failure);
--- returns the first error message or nil.
function M.check(list, ctx)
  if list == nil then return nil end
  local ok, err = pcall(function()
    if type(list) ~= "table" then fail(ctx, "steps must be a list") end
    for _, step in ipairs(list) do
      local main = M.kind(step, ctx)
      if main == "test" then
        local e = M.check(step.success, ctx) or M.check(step.failure, ctx)
        if e then error(e, 0) end
      end
    end
  end)
  if ok then return nil end
  return tostring(err)
end

local function check_outcome(o, ctx)
  if o == nil then return nil end
  return M.check(o.steps, ctx) or check_outcome(o.success, ctx) or check_outcome(o.failure, ctx)
end

--- Every step list of card `id` (parts and outcomes, event steps, affliction turn_end,
--- villain setup/progress) checked; returns the first error message or nil.
function M.check_card(game, id)
  local def = game.def(id)
  if not def then return "unknown card " .. tostring(id) end
  local ctx = { card = id }
  local err = M.check(def.steps, ctx) or M.check(def.turn_end, ctx)
  if err then return err end
  if def.kind == "villain" then
    -- p.6 Villain Set Up: 7/6/7 foes and 3/4/3 epic foes, by the foe cards' alignment
    for kind, want in pairs({ foe = def.foes, epic_foe = def.epic_foes }) do
      local n = 0
      for _, f in ipairs(game.card_ids(kind)) do
        if game.def(f).villain == id then n = n + 1 end
      end
      if want and n ~= want then
        return "villain " .. id .. ": " .. n .. " " .. kind .. " cards aligned, the card says " .. want
      end
    end
  end
  for _, act in ipairs({ def.act1 or {}, def.act2 or {} }) do
    err = M.check(act.setup, ctx) or M.check(act.progress, ctx)
    if err then return err end
  end
  for _, part in ipairs(def.parts or {}) do
    err = M.check(part.steps, ctx) or check_outcome(part.success, ctx) or check_outcome(part.failure, ctx)
    if err then return err end
    for _, o in pairs(part.outcomes or {}) do
      err = check_outcome(o, ctx)
      if err then return err end
    end
  end
  return nil
end

--- Runs a list of steps; ctx = {champion=, card=, space=}. Returns "stop" if one ended it.
function M.run(game, list, ctx)
  ctx = ctx or {}
  if list == nil then return nil end
  if type(list) ~= "table" then fail(ctx, "steps must be a list") end
  for _, step in ipairs(list) do
    if M.step(game, step, ctx) == "stop" then return "stop" end
  end
  return nil
end

return M
