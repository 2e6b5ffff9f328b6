-- Quests and victory (rulebook p.24-25): PvP quests built in, PvE quests from
-- scripts/arcadia/quests/*.lua named by the scenario, first-fulfil coins, reward cards,
-- victory, and end-of-scenario coins.
--
-- A scenario lists its PvE quests under `quests:`, each a script name or a table:
--   quests:
--     - { id: kill_the_troll, script: kill_monster, card: troll, rewards: [moon_ring] }
--     - { id: tokens, script: collect_tokens, count: 2 }
--     - hold_space            # script = id, no parameters
-- `id` names the quest (unique), `script` the file under scripts/arcadia/quests/ (default: the
-- id) or, dotted, any module by its full name (a mod's own quest: `MODNAME.FILE`), `name` its
-- title, `rewards` the Reward cards tucked under it (one per fulfilling guild, while they
-- last); every other key is a parameter the script reads from `q.spec`.
-- `pvp_quests: false` leaves out the built-in "kill a hero of guild X" quests; `quests_to_win:`
-- overrides the number of quests a guild needs (default 2 with two guilds, else 3 with at least
-- one PvE).
--
-- A quest script returns `{ name =, text =, on = { EVENT = function(q, e, game) ... end },
-- check = function(q, game, side) ... end }`: an event handler returns the side (or a list of
-- sides) that fulfils the quest through event `e`; `check`, when present, is asked at every
-- quests.check for each guild that has not fulfilled the quest yet. Scripts hold no state of
-- their own: they keep counters in game/side variables so replays reproduce them.
--
-- Events reach the quests through the Quest Board card (cards/arcadia/quests/quest_board.lua),
-- which setup gives to the monsters side; fulfilments are side variables
-- (`quest <id>` = true), the first guild of each quest is `game.vars["quest <id> first"]`.

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, type, tostring, error, rawget, table, require =
  ipairs, pairs, type, tostring, error, rawget, table, require

local quests = {}
local seats = require("arcadia.seats")
local rulebook = require("arcadia.rulebook")

local function is_guild(side) return side ~= "monsters" end

-- The scenario's quest list never changes, so it is worked out once per game and shared by
-- every call (callers only read it): it would be rebuilt quests.check after quests.check
-- otherwise, the rules' hottest loop. The guild order is seats.shared's, cached there.
local quest_list, quest_events = nil, nil

local function shared_guilds(game) return seats.shared(game) end

--- Guilds with figures, in seating order (seats.lua).
function quests.guilds(game)
  local out = {}
  for i, s in ipairs(shared_guilds(game)) do
    out[i] = s
  end
  return out
end

--- Whether figure `f` is a hero (its card is a hero card).
function quests.is_hero(game, f)
  local d = f and f.card and game.def(f.card)
  return d ~= nil and d.kind == "hero"
end

--- Guilds credited with a kill: the killer hero's guild, or the guilds of `e.credit` (set by
--- rewards.kill when bombs exploding together killed), never the monsters.
function quests.credited(game, e)
  local out = {}
  if e.credit then
    for _, s in ipairs(e.credit) do
      out[#out + 1] = s
    end
  elseif e.killer and is_guild(e.killer.side) then
    out[1] = e.killer.side
  end
  return out
end

local PVP = {
  pvp = true,
  on = {
    -- "Kill a hero of guild X": credit goes to the last wound (AQ p.18); a guild can never
    -- fulfil the quest about its own heroes (AQ p.25).
    figure_killed = function(q, e, game)
      if e.figure.side ~= q.guild or not quests.is_hero(game, e.figure) then return nil end
      local out = {}
      for _, s in ipairs(quests.credited(game, e)) do
        if s ~= q.guild then out[#out + 1] = s end
      end
      return out
    end,
  },
}

--- Every quest of the scenario, PvP first (in seating order), then PvE in scenario order:
--- `{id, name, pvp, def (the script), spec (its scenario entry), guild (PvP)}`.
function quests.list(game)
  if quest_list ~= nil then return quest_list end
  local out = {}
  if game.scenario.pvp_quests ~= false then
    for _, g in ipairs(shared_guilds(game)) do
      out[#out + 1] = {
        id = "kill_" .. g,
        name = "Kill a hero of the " .. g .. " guild",
        pvp = true,
        def = PVP,
        spec = {},
        guild = g,
      }
    end
  end
  local seen = {}
  for _, q in ipairs(out) do
    seen[q.id] = true
  end
  for i, entry in ipairs(game.scenario.quests or {}) do
    local spec = entry
    if type(entry) == "string" then spec = { id = entry } end
    if type(spec) ~= "table" or type(spec.id) ~= "string" then
      error("scenario quests: entry " .. i .. " needs an `id` (a quest script name or {id = ...})")
    end
    if seen[spec.id] then error("scenario quests: two quests are called `" .. spec.id .. "`") end
    seen[spec.id] = true
    -- A plain name is a built-in quest script; a dotted one a module by its full name (a mod's
    -- `scripts/q.lua` is `MODNAME.q`).
    local script = spec.script or spec.id
    if type(script) ~= "string" then error("scenario quests: quest `" .. spec.id .. "`: `script` must be a name") end
    local def = require(script:find(".", 1, true) and script or "arcadia.quests." .. script)
    out[#out + 1] = { id = spec.id, name = spec.name or def.name or spec.id, pvp = false, def = def, spec = spec }
  end
  quest_list, quest_events = out, {}
  for _, q in ipairs(out) do
    for name, h in pairs(q.def.on or {}) do
      if h then quest_events[name] = true end
    end
  end
  return out
end

--- Whether `hero` may attack `target`: a quest script's `may_attack(q, game, hero, target)` may
--- forbid it (kill_monster with `per_guild`). attack.options asks only when game variable
--- `quests restrict attacks` is set (by such a quest's setup).
function quests.may_attack(game, hero, target)
  for _, q in ipairs(quests.list(game)) do
    if q.def.may_attack and not q.def.may_attack(q, game, hero, target) then return false end
  end
  return true
end

local function done(game, q, side) return game.side(side)["quest " .. q.id] == true end

--- How many quests `side` fulfilled, and how many of them are PvE. (The side's variables are
--- read through one proxy: `game.side` makes a new one at each call, and bots count often.)
function quests.count(game, side)
  local n, pve = 0, 0
  local vars = game.side(side)
  for _, q in ipairs(quests.list(game)) do
    if vars["quest " .. q.id] == true then
      n = n + 1
      if not q.pvp then pve = pve + 1 end
    end
  end
  return n, pve
end

--- Whether `side` has won: 2 quests with two guilds, else 3 with at least one PvE (AQ p.25).
function quests.has_won(game, side)
  local n, pve = quests.count(game, side)
  local need, one_pve = quests.needed(game)
  if not one_pve then return n >= need end
  return n >= need and pve >= 1
end

local function add_coins(game, side, n, why)
  local s = game.side(side)
  s.coins = (s.coins or 0) + n
  game.log(side .. " +" .. n .. (n == 1 and " coin" or " coins") .. " (" .. why .. ")")
end

--- Gives one of the quest's remaining Reward cards to a hero of `side` (its player picks which).
local function give_reward(game, q, side)
  local cards = q.spec.rewards
  if type(cards) ~= "table" then return end
  local taken = game.vars["quest " .. q.id .. " rewards"] or 0
  local card = cards[taken + 1]
  if card == nil then return end
  game.vars["quest " .. q.id .. " rewards"] = taken + 1
  local options = {}
  for _, h in ipairs(game.figures({ side = side })) do
    if quests.is_hero(game, h) then options[#options + 1] = { key = "reward " .. h.id, hero = h } end
  end
  if #options == 0 then return end
  local pick = options[1]
  if #options > 1 then
    pick = game.choose({
      side = side,
      rule = rulebook.quest_rewards,
      prompt = "Reward card " .. card .. ": which hero takes it?",
      options = options,
    })
  end
  local given = game.give(card, pick.hero)
  -- A guild may possess a single Bomb card at a time (p.27): with a second, it keeps one.
  if given.def.bomb then
    for _, h in ipairs(game.figures({ side = side })) do
      for _, c in ipairs(h:cards()) do
        if c.id ~= given.id and c.def.bomb then
          local keep = game.choose({
            side = side,
            rule = rulebook.one_bomb,
            prompt = "one Bomb card per guild: which does " .. side .. " keep?",
            options = {
              { key = "keep " .. c.card .. " " .. h.id, drop = given },
              { key = "keep new " .. card, drop = c },
            },
          })
          game.move_card(keep.drop, nil)
          game.log(side .. " discards " .. keep.drop.card .. " (one Bomb card per guild)")
          if keep.drop == given then return end
        end
      end
    end
  end
  -- With no free inventory slot its player discards an upgrade card, maybe this one (p.24).
  require("arcadia.rewards").make_room(game, pick.hero)
end

--- A quest with `title: ID` gives that campaign title to the guild fulfilling it: side
--- variable `title ID` = true, read by the campaign layer from the final state. Only the first
--- guild wins it, unless the quest says `title_to: all` (several holders, e.g. Bloodstone
--- Breaker).
function quests.grant_title(game, q, side)
  local id = q.spec.title
  if id == nil then return end
  if type(id) ~= "string" then error("quest `" .. q.id .. "`: `title` must be a title id") end
  local to = q.spec.title_to or "first"
  if to ~= "first" and to ~= "all" then
    error("quest `" .. q.id .. "`: `title_to` must be `first` or `all`, not `" .. tostring(to) .. "`")
  end
  if to == "first" and game.vars["title " .. id .. " won"] ~= nil then return end
  game.vars["title " .. id .. " won"] = game.vars["title " .. id .. " won"] or side
  game.side(side)["title " .. id] = true
  game.log(side .. " wins the title " .. id)
end

--- `side` fulfils quest `q` (once per guild): first bonus, reward card, `quest_fulfilled`, and
--- victory at once unless an attack is still being resolved (attack.perform checks at its end).
function quests.fulfil(game, q, side)
  if not is_guild(side) or done(game, q, side) then return end
  if q.pvp and q.guild == side then return end
  game.side(side)["quest " .. q.id] = true
  if game.vars["quest " .. q.id .. " first"] == nil then
    game.vars["quest " .. q.id .. " first"] = side
    add_coins(game, side, 1, "first to fulfil " .. q.id)
  end
  give_reward(game, q, side)
  quests.grant_title(game, q, side)
  game.emit("quest_fulfilled", { side = side, quest = q.id, detail = side .. " " .. q.id })
  if game.vars.victor == nil and quests.has_won(game, side) then game.vars.victor = side end
  if (game.vars.resolving or 0) == 0 then quests.check(game) end
end

local function as_list(r)
  if r == nil or r == false then return {} end
  if type(r) == "table" and rawget(r, "id") == nil then return r end
  if type(r) == "table" then return { r.side } end -- a figure
  return { r }
end

--- Whether the Quest Board must run for event `name` (some quest of the scenario handles it).
function quests.wants(game, board, name)
  if game.vars.quest_board ~= board.id then return false end
  quests.list(game)
  return quest_events[name] == true
end

--- The Quest Board saw event `name`: each quest's handler names the sides that fulfil it.
function quests.on_event(game, name, e)
  for _, q in ipairs(quests.list(game)) do
    local h = q.def.on and q.def.on[name]
    if h then
      for _, side in ipairs(as_list(h(q, e, game))) do
        quests.fulfil(game, q, side)
      end
    end
  end
end

--- Setup: checks every quest script loads and puts the Quest Board on the table.
function quests.setup(game)
  for _, q in ipairs(quests.list(game)) do
    if q.def.setup then q.def.setup(q, game) end
  end
  game.vars.quest_board = game.give("quest_board", "monsters").id
end

--- Ends the scenario: 1 coin per quest fulfilled, treasure chests (rewards.end_of_scenario),
--- then game.finish with the winner, every guild's coins and quest counts.
function quests.finish(game, winner, reason)
  local guilds = quests.guilds(game)
  for _, s in ipairs(guilds) do
    local n = quests.count(game, s)
    if n > 0 then add_coins(game, s, n, n == 1 and "1 quest fulfilled" or n .. " quests fulfilled") end
  end
  local rewards = require("arcadia.rewards")
  if rewards.end_of_scenario then
    rewards.end_of_scenario(game)
  else
    -- Treasure chests pay their value to the guild of the hero holding them (AQ p.24).
    for _, s in ipairs(guilds) do
      for _, h in ipairs(game.figures({ side = s })) do
        for _, c in ipairs(h:cards()) do
          if c.def.kind == "token" and c.def.coins then add_coins(game, s, c.def.coins, c.def.name) end
        end
      end
    end
  end
  local coins, done_list = {}, {}
  for _, s in ipairs(guilds) do
    coins[#coins + 1] = s .. ":" .. (game.side(s).coins or 0)
    done_list[#done_list + 1] = s .. ":" .. quests.count(game, s)
  end
  -- `report` is data for a campaign (Game::outcome), left out of the one-line summary.
  local report = { turns = game.vars.turn, guilds = require("arcadia.campaign").report(game, guilds) }
  game.finish({
    winner = winner or "none",
    reason = reason,
    coins = table.concat(coins, ","),
    quests = table.concat(done_list, ","),
    report = report,
  })
end

--- The end-of-game summary the REPL prints once the game is over (issue 20, item 6; the rules'
--- read-only query `summary`): who won and why, then each guild's quests, coins and hero deaths.
function quests.summary(game)
  local turns = game.vars.turn or 0
  local lines = {}
  if game.vars.victor then
    lines[1] = game.vars.victor .. " wins: it fulfilled the quests it needed (AQ p.25), turn " .. turns
  else
    lines[1] = "no victor: the scenario's turn limit ended it at turn " .. turns
  end
  for _, s in ipairs(quests.guilds(game)) do
    local names = {}
    for _, q in ipairs(quests.list(game)) do
      if done(game, q, s) then names[#names + 1] = q.name end
    end
    local deaths = 0
    for _, f in ipairs(game.figures({ side = s })) do
      if quests.is_hero(game, f) then deaths = deaths + (f.death_tokens or 0) end
    end
    lines[#lines + 1] = "  "
      .. s
      .. ": "
      .. #names
      .. (#names == 1 and " quest" or " quests")
      .. (#names > 0 and (" (" .. table.concat(names, ", ") .. ")") or "")
      .. ", "
      .. (game.side(s).coins or 0)
      .. " coins, "
      .. deaths
      .. (deaths == 1 and " hero death" or " hero deaths")
  end
  return lines
end

--- How many quests a guild needs to win, and whether one of them must be PvE (AQ p.25).
function quests.needed(game)
  local two = #shared_guilds(game) <= 2
  local need = game.scenario.quests_to_win
  if need == nil then need = two and 2 or 3 end
  return need, not two
end

--- The spaces a quest is about (its `at` or `to`, a space or a list of spaces), for the board;
--- a quest script may say otherwise with `spaces(q, game)`.
function quests.spaces(game, q)
  if q.def.spaces then return q.def.spaces(q, game) end
  local out = {}
  for _, key in ipairs({ "at", "to" }) do
    local v = q.spec[key]
    if type(v) == "string" and v ~= "start_area" then out[#out + 1] = v end
    if type(v) == "table" then
      for _, at in ipairs(v) do
        if type(at) == "string" then out[#out + 1] = at end
      end
    end
  end
  return out
end

--- The status panel's quest lines (issue 20, item 3): how many quests win, then each quest with
--- the spaces it is about and, per guild, fulfilled (first) or its progress so far (a quest
--- script's optional `progress(q, game, side)`: a short text such as "1/3 kills").
function quests.status_lines(game)
  local need, pve = quests.needed(game)
  local lines = { "quests: " .. need .. " to win" .. (pve and ", one of them PvE" or "") .. " (AQ p.25)" }
  for _, q in ipairs(quests.list(game)) do
    local where = quests.spaces(game, q)
    local head = "  " .. q.name .. (#where > 0 and (" (" .. table.concat(where, " ") .. ")") or "")
    local parts = {}
    for _, s in ipairs(shared_guilds(game)) do
      if q.pvp and q.guild == s then
        -- a guild never fulfils the quest about its own heroes
      elseif done(game, q, s) then
        parts[#parts + 1] = s .. " done" .. (game.vars["quest " .. q.id .. " first"] == s and " (first)" or "")
      elseif q.def.progress then
        local p = q.def.progress(q, game, s)
        if p then parts[#parts + 1] = s .. " " .. p end
      end
    end
    lines[#lines + 1] = head .. (#parts > 0 and (": " .. table.concat(parts, ", ")) or "")
  end
  return lines
end

--- Checks quests after a state change: polls the scripts' `check`, and ends the game
--- (game.finish) as soon as a guild has won. A quest fulfilled (its rewards handed out) may
--- fulfil another one listed before it, so the poll goes round again until a pass fulfils none.
function quests.check(game)
  local again = true
  while again and game.vars.victor == nil do
    again = false
    for _, q in ipairs(quests.list(game)) do
      if q.def.check then
        for _, side in ipairs(shared_guilds(game)) do
          if not done(game, q, side) and q.def.check(q, game, side) then
            game.vars.resolving = (game.vars.resolving or 0) + 1
            quests.fulfil(game, q, side)
            game.vars.resolving = game.vars.resolving - 1
            -- (fulfil refuses some: a guild's own PvP quest; those make no change)
            if done(game, q, side) then again = true end
          end
        end
      end
    end
  end
  if game.vars.victor ~= nil then quests.finish(game, game.vars.victor, "victory") end
end

return quests
