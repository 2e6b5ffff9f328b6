-- ODS's answers to the generic bots and `skirmish fuzz` (docs/ODS.md §5 "ai.lua"): three
-- read-only queries that rules.lua exposes.
--   ai.invariants(game)      -> list of {kind =, message =}: what the rules promise, broken
--   ai.evaluate(game, side)  -> number: how good the position is for `side` (cooperative: every
--                               seat p1..p4 gets the same value, the group's)
--   ai.suggest(game, side)   -> 1-based index of a sensible option for the pending choice
-- Queries run with the game read-only: nothing here writes a variable, moves, rolls or emits.
--
-- The pending choice is the prelude's `game.pending()`: the spec of the choice this game's
-- step waits on (its options with their fields).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, type, tostring, tonumber, pcall, math, string, require =
  ipairs, pairs, type, tostring, tonumber, pcall, math, string, require

local board = require("ods.board")

local ai = {}

--- Every choice as it is asked (rules.on_choice): a scenario with `ai_probe: true` (tests)
--- records what the queries answer there in game variables (ai.probe).
function ai.on_choice(game, spec)
  if game.scenario.ai_probe then ai.probe(game, spec) end
end

--- The choice now pending (its spec as the rules built it), or nil.
function ai.pending() return game.pending() end

local function num(x) return math.type(x) == "integer" and x or (type(x) == "number" and x or 0) end

local function count(list_text) return #board.split(list_text) end

--- every champion figure that has entered play (a seat's figure on the board or dead)
local function champions(game)
  local out = {}
  for _, seat in ipairs(board.SEATS) do
    for _, f in ipairs(game.figures({ side = seat })) do
      if f.on_board or f.dead or f.entered then out[#out + 1] = f end
    end
  end
  return out
end

-- Invariants ----------------------------------------------------------------------------------

local TOKENS_TOTAL = { quest = 12, shadow = 18 } -- components list, p.4

local function check_champion(f, bad)
  local id = f.id
  local mh, h = f.max_health, f.health
  if h ~= nil and (math.type(h) ~= "integer" or h < 0 or (mh ~= nil and h > mh)) then
    bad("health", id .. " has health " .. tostring(h) .. " of " .. tostring(mh))
  end
  local mw, w = f.max_willpower, f.willpower
  if w ~= nil and (math.type(w) ~= "integer" or w < 0 or (mw ~= nil and w > mw)) then
    bad("willpower", id .. " has willpower " .. tostring(w) .. " of " .. tostring(mw))
  end
  if f.dead and f.on_board then bad("dead", id .. " is dead and on the board") end
  if f.on_board and not f.dead and h ~= nil and h <= 0 then
    bad("dead", id .. " is on the board with health " .. tostring(h) .. " and not dead")
  end
  for _, k in ipairs({ "gold", "boon1", "boon2", "quests" }) do
    local v = f[k]
    if v ~= nil and (math.type(v) ~= "integer" or v < 0) then bad(k, id .. " has " .. k .. " = " .. tostring(v)) end
  end
end

local function check_foes(game, bad)
  -- a foe killed in a combat round stays until the round ends (FAQ p.17)
  local in_round = num(game.vars.combat_round) > 0
  for _, f in ipairs(game.figures({ side = "foes", on_board = true })) do
    local h = f.health
    if h ~= nil and math.type(h) ~= "integer" then bad("foe", f.id .. " has health " .. tostring(h)) end
    if not in_round and num(h) < 1 then
      bad("foe", f.id .. " is on the board with health " .. tostring(h) .. " outside a combat round")
    end
  end
end

local function check_tokens(game, bad)
  for kind, total in pairs(TOKENS_TOTAL) do
    local on_map = 0
    for _, s in ipairs(game.spaces({})) do
      local n = board.tokens(game, s, kind)
      if math.type(n) ~= "integer" or n < 0 then bad("tokens", s .. " holds " .. tostring(n) .. " " .. kind) end
      on_map = on_map + num(n)
    end
    local pool = game.vars["pool_" .. kind] ~= nil and count(game.vars["pool_" .. kind]) or 0
    local held = 0
    if kind == "quest" then
      for _, f in ipairs(champions(game)) do
        held = held + num(f.quests)
      end
    end
    if on_map + pool > total then
      bad(
        "tokens",
        string.format("%d %s tokens on the map and %d in the pile (the box has %d)", on_map, kind, pool, total)
      )
    end
    if kind == "quest" and on_map + pool + held > total then
      bad(
        "tokens",
        string.format("%d quest tokens on the map, %d in the pile, %d held (the box has %d)", on_map, pool, held, total)
      )
    end
  end
end

local function check_story(game, bad)
  local v = game.vars
  if v.act ~= nil and v.act ~= 1 and v.act ~= 2 then bad("act", "act = " .. tostring(v.act)) end
  if v.turn ~= nil and (math.type(v.turn) ~= "integer" or v.turn < 1 or v.turn > 5) then
    bad("fate", "the Fate Dial shows " .. tostring(v.turn))
  end
  if v.hand ~= nil then
    local hand, deck = count(v.hand), count(v.deck_resource)
    if hand > 5 then bad("hand", "the Hand holds " .. hand .. " cards") end
    -- p.11 restock: the Hand is refilled at once while the deck has cards; a choice inside an
    -- acquisition (the optional second discard, FAQ p.17) may see it one short
    local pending = game.pending()
    local acquiring = pending
      and pending.options
      and pending.options[1]
      and tostring(pending.options[1].key):match("^discard ") ~= nil
    local keep = false
    for _, o in ipairs((pending and pending.options) or {}) do
      if o.key == "keep" then keep = true end
    end
    if deck > 0 and hand < 5 and not (acquiring or keep) then
      bad("hand", "the Hand holds " .. hand .. " cards while the Resource deck has " .. deck)
    end
  end
end

function ai.invariants(game)
  local out = {}
  local function bad(kind, msg) out[#out + 1] = { kind = kind, message = msg } end
  check_story(game, bad)
  for _, f in ipairs(champions(game)) do
    check_champion(f, bad)
  end
  check_foes(game, bad)
  check_tokens(game, bad)
  return out
end

-- Evaluation ----------------------------------------------------------------------------------

local WIN = 1000

local function villain_figure(game)
  local v = game.vars.villain
  if v == nil then return nil end
  for _, f in ipairs(game.figures({ side = "foes", on_board = true })) do
    if f.card == v or f.id == v then return f end
  end
  return nil
end

--- what the champions head for: quest tokens in Act I, the villain (else any foe) in Act II
local function goals(game)
  if num(game.vars.act) >= 2 then
    local v = villain_figure(game)
    if v then return { v.at } end
    local out = {}
    for _, f in ipairs(game.figures({ side = "foes", on_board = true })) do
      out[#out + 1] = f.at
    end
    return out
  end
  return board.token_spaces(game, "quest")
end

local function champion_value(game, f, dist)
  if f.dead or not f.on_board then return -12 end
  local mh = math.max(1, num(f.max_health))
  local mw = math.max(1, num(f.max_willpower))
  local v = 6 * num(f.health) / mh + 2 * num(f.willpower) / mw
  v = v + 3 * num(f.quests) + 0.3 * num(f.gold) + 0.5 * (num(f.boon1) + 2 * num(f.boon2))
  for _, c in ipairs(game.cards({ holder = f.id })) do
    local d = game.def(c.card)
    local kind = d and d.kind
    if kind == "resource" then
      v = v + 1
    elseif kind == "affliction" then
      v = v - 1.5
    end
  end
  local d = dist[f.at]
  if d ~= nil then v = v - 0.3 * math.min(d, 10) end
  return v
end

--- the group's position: seats share one outcome, so every seat gets the same value; the foes
--- get its negation
function ai.evaluate(game, side)
  local sign = side == "foes" and -1 or 1
  if game.vars.outcome == "victory" then return sign * WIN end
  if game.vars.outcome == "defeat" then return -sign * WIN end
  local v = 0
  -- the kernel's breadth-first search from every goal at once (paths run both ways, p.10)
  local dist = game.distances(goals(game))
  for _, f in ipairs(champions(game)) do
    v = v + champion_value(game, f, dist)
  end
  -- foes left on the map and their Health threaten the group; shadow tokens threaten Act II (p.11)
  for _, f in ipairs(game.figures({ side = "foes", on_board = true })) do
    v = v - 1 - 0.5 * num(f.health)
  end
  local shadows = 0
  for _, s in ipairs(board.token_spaces(game, "shadow")) do
    shadows = shadows + num(board.tokens(game, s, "shadow"))
  end
  v = v - 1.5 * shadows
  local vf = villain_figure(game)
  if vf then v = v + 8 * (num(vf.max_health) - num(vf.health)) end
  -- the story moving on is good while the champions stand (Act II is where it is won)
  v = v + 4 * (num(game.vars.act) - 1)
  return sign * v
end

-- Suggestion ----------------------------------------------------------------------------------

local function key_of(o) return tostring(o.key or "") end

--- the options by key and by first word (`verb`), the first index of each: a choice's options
--- looked up without a pattern match per option (suggest runs at every answer of a playout)
local function index(options)
  local by_key, by_verb = {}, {}
  for i, o in ipairs(options) do
    local k = key_of(o)
    if by_key[k] == nil then by_key[k] = i end
    local sp = k:find(" ", 1, true)
    local verb = sp and k:sub(1, sp - 1) or k
    if by_verb[verb] == nil then by_verb[verb] = i end
  end
  return { key = by_key, verb = by_verb }
end

local function figure_or_nil(game, id)
  local ok, f = pcall(game.figure, id)
  if ok then return f end
  return nil
end

--- the weakest foe among `attack CHAMPION FOE` options
local function best_attack(game, options)
  local best, pick
  for i, o in ipairs(options) do
    local foe = key_of(o):match("^attack %S+ (%S+)$")
    local f = foe and figure_or_nil(game, foe)
    if f then
      local h = num(f.health)
      if best == nil or h < best then
        best, pick = h, i
      end
    end
  end
  return pick
end

--- the Round of a champion: rest when hurt, acquire when it can, head for a goal, else pass
local function round_choice(game, options, ix)
  -- the Round's question names its champion on the pass option (ods/actions.lua)
  local pass = ix.key.pass and options[ix.key.pass]
  local id = type(pass) == "table" and pass.champion
  local f = id and figure_or_nil(game, id)
  if f == nil then return ix.key.pass end
  local mh = math.max(1, num(f.max_health))
  local rest = ix.key.rest
  if rest and num(f.health) * 2 <= mh then return rest end
  local acquire = ix.verb.acquire
  if acquire then return acquire end
  local cast = ix.verb.cast
  if cast then return cast end
  -- every shadow left at the flip is Health the villain gains (p.11 Shadow Tokens; the
  -- villain cards' shadow_health), and too many lose the game in Act I (p.14)
  local purge = ix.key.purge
  if purge then return purge end
  -- the kernel's breadth-first search from every goal at once (paths run both ways, p.10)
  local dist = game.distances(goals(game))
  local here = dist[f.at]
  if here ~= nil and here > 0 then
    local best, pick = here, nil
    for i, o in ipairs(options) do
      local k = key_of(o)
      if k:sub(1, 7) == "travel " then
        local d = dist[k:sub(8)]
        if d ~= nil and d < best then
          best, pick = d, i
        end
      end
    end
    if pick then return pick end
  end
  if rest and (num(f.health) < mh or num(f.willpower) < num(f.max_willpower)) then return rest end
  return ix.key.pass
end

--- the option `will N` with the largest N up to `cap` (0 = none), and the largest offered
local function will_option(options, cap)
  local pick, n, most = nil, 0, 0
  for i, o in ipairs(options) do
    local key = key_of(o)
    local k = key:sub(1, 5) == "will " and tonumber(key:sub(6)) or nil
    if k then
      most = math.max(most, k)
      if k <= cap and k > n then
        pick, n = i, k
      end
    end
  end
  return pick, most
end

--- A test's spending (p.10 Tests; p.13 Attacking, Defending): Willpower raises the die 1 a
--- point up to 6, a Boon adds its value, Willpower rerolls the whole test once a combat, a
--- luck card one die. The accept option carries the test as it stands (ods/tests.lua):
--- `{champion, kind, die, total, difficulty}`.
--- Act II refills no Willpower but the fight with the villain is all that is left (p.8: it is
--- refilled when Act II begins), so there every point goes into the fight; in Act I Willpower
--- buys passed tests and Health a defence would lose, Boons are kept for the villain unless a
--- champion's life or a test's pass hangs on them.
local function spend_choice(game, options, test, ix)
  local id, kind, die, total, diff = test.champion, test.kind, num(test.die), num(test.total), num(test.difficulty)
  local f = figure_or_nil(game, id)
  local act2 = num(game.vars.act) >= 2
  local need = diff - total -- short of passing (a defence: the Health it would lose)
  local helps = need > 0 or kind == "attack"
  local luck, reroll = ix.key.luck, ix.key.reroll
  if luck and helps and die <= 3 then return luck end
  if reroll and helps and die <= 2 and (act2 or kind ~= "attack") then return reroll end
  local _, most = will_option(options, 99)
  local boons = f and (num(f.boon1) + 2 * num(f.boon2)) or 0
  local b1, b2 = ix.key["boon 1"], ix.key["boon 2"]
  local health = f and num(f.health) or 0
  if kind == "attack" then
    if act2 then
      if most > 0 then return (will_option(options, most)) end
      return b2 or b1 or ix.key.accept
    end
    -- Act I: make a blow that would glance off land
    if need >= 0 and need + 1 <= most then return (will_option(options, need + 1)) end
    return ix.key.accept
  end
  if need <= 0 then return ix.key.accept end
  if kind == "defence" then
    local deadly = need >= health
    if act2 or deadly or (f and num(f.willpower) > 2) then
      if most > 0 then return (will_option(options, need)) end
    end
    if act2 or deadly then return b1 or b2 or ix.key.accept end
    return ix.key.accept
  end
  -- a plain test: pay only when it then passes
  if need <= most then return (will_option(options, need)) end
  if need <= most + boons then
    if most > 0 then return (will_option(options, most)) end
    if need >= 2 and b2 then return b2 end
    return b1 or b2
  end
  return ix.key.accept
end

--- who takes a foe's attack (p.14 Joining Forces): the champion whose Agility and Health stand
--- it best, never one the blow would likely kill when another may take it
local function defend_choice(game, options)
  local best, pick
  for i, o in ipairs(options) do
    local id = key_of(o):match("^defend %S+ (%S+)$")
    local f = id and figure_or_nil(game, id)
    if f then
      local d = game.def(f.card) or {}
      local v = num(f.health) + 2 * num((d.traits or {}).agility)
      if best == nil or v > best then
        best, pick = v, i
      end
    end
  end
  return pick
end

--- what a choice no rule above answers takes, the first offered in this order: `key` an
--- option's whole key, `verb` its first word
local PREFER = {
  { "key", "draw quest" },
  { "verb", "feat" },
  { "verb", "join" },
  { "verb", "negate" },
  { "key", "consent yes" },
  { "key", "yes" },
  { "key", "accept" },
  { "key", "keep" },
  { "key", "continue" },
  { "key", "done" },
  { "verb", "stay" },
  { "key", "no feat" },
}

--- The villain the bots fight best, most winnable first (p.6 III: the group's choice). Measured
--- with greedy on solo seeds 100-129 (brom and hadrian): the Dragon 17 of 30, Arawn 11, the
--- Morrigan 7. A villain not listed (a mod's) ranks after these.
local VILLAINS = { "dragon", "arawn", "morrigan" }

local function villain_choice(ix)
  for _, id in ipairs(VILLAINS) do
    local i = ix.key["villain " .. id]
    if i then return i end
  end
  return 1
end

--- How much a champion brings to the fights that win the game (Act II is a fight with the
--- villain, p.8 "Ending the Game"): Health lasts, Might deals the damage (p.13 Attacking),
--- Agility saves Health (p.13 Defending); its card's numbers only.
function ai.champion_worth(def)
  if type(def) ~= "table" then return 0 end
  local t = def.traits or {}
  return num(def.health) + 2 * num(t.might) + 1.5 * num(t.agility)
end

--- p.7 V (and FAQ p.17, a second champion): the strongest fighter offered, never `no second
--- champion` (two champions are the FAQ's help "with the difficulty")
local function champion_choice(game, options)
  local best, pick
  for i, o in ipairs(options) do
    local id = key_of(o):match("^champion (%S+)$")
    if id then
      local w = ai.champion_worth(game.def(id))
      if best == nil or w > best then
        best, pick = w, i
      end
    end
  end
  return pick or 1
end

local function suggest_inner(game, spec)
  if spec == nil or type(spec.options) ~= "table" then return 1 end
  local options = spec.options
  local ix = index(options)
  local verb, key = ix.verb, ix.key
  -- every seat a bot sits at should play: take the most players offered (p.6 set-up)
  if verb.players then return #options end
  if verb.villain then return villain_choice(ix) end
  if verb.champion then return champion_choice(game, options) end
  if verb.attack then return best_attack(game, options) end
  if verb.defend then return defend_choice(game, options) end
  -- a test with a difficulty to reach (an attack's is the target's defence)
  local test = key.accept and options[key.accept]
  if type(test) == "table" and test.difficulty ~= nil then return spend_choice(game, options, test, ix) end
  if verb.travel or key.pass then return round_choice(game, options, ix) end
  -- a hurt champion leaves a fight it is losing (p.14 Retreat)
  local retreat = verb.retreat
  if retreat then
    local f = figure_or_nil(game, key_of(options[retreat]):sub(9))
    if f then
      -- Act II: every round with the villain counts (p.16: five Turns to defeat it); leave
      -- only a blow from death
      if num(game.vars.act) >= 2 then
        if num(f.health) <= 3 then return retreat end
      elseif num(f.health) * 3 <= num(f.max_health) then
        return retreat
      end
    end
  end
  for _, p in ipairs(PREFER) do
    local i = (p[1] == "key" and key or verb)[p[2]]
    if i then return i end
  end
  return 1
end

function ai.suggest(game, side)
  local spec = game.pending()
  local n = spec and type(spec.options) == "table" and #spec.options or 0
  local ok, i = pcall(suggest_inner, game, spec)
  if ok and math.type(i) == "integer" and i >= 1 and i <= n then return i end
  return 1
end

-- Lookahead ----------------------------------------------------------------------------------

--- Whether the greedy and search bots should fork the game for this decision. A fork replays
--- the whole game (hundreds of answers by Act II), so only a champion's first action of each
--- Round is looked ahead (where it heads decides its Turn); the rest follow ai.suggest.
function ai.lookahead(game, side)
  local spec = game.pending()
  local options = spec and spec.options
  -- a Round's question tags its pass option (always the last) with the champion's actions left
  local pass = type(options) == "table" and options[#options]
  return type(pass) == "table" and pass.key == "pass" and pass.champion ~= nil and pass.actions == 3
end

-- Test probe ----------------------------------------------------------------------------------

--- Tests only (scenario key `ai_probe: true`): records what the queries answer at each choice
--- in game variables `ai suggest`, `ai key`, `ai eval` (rounded), `ai lookahead`, `ai invariant`
--- (the first broken).
function ai.probe(game, spec)
  local i = ai.suggest(game, spec.side)
  game.vars["ai suggest"] = i
  game.vars["ai key"] = spec.options[i] and spec.options[i].key or nil
  game.vars["ai eval"] = math.floor(ai.evaluate(game, "p1") + 0.5)
  game.vars["ai lookahead"] = ai.lookahead(game, spec.side) or nil
  local broken = ai.invariants(game) or {}
  game.vars["ai invariant"] = broken[1] and (broken[1].kind .. ": " .. broken[1].message) or nil
end

return ai
