-- Kills and rewards (rulebook p.18, 23-25): kill credit, coins, death tokens and death curses,
-- exploration tokens, resting. The rules call these at fixed points.
--
-- State, all in `game` so replays reproduce it:
--   side var  `coins`            never negative (rewards.pay clamps)
--   figure    `death_tokens`     one per death of a hero, kept for the Upgrade Phase
--   figure    `killed_by`        id (or guild) credited with the figure's last death
--   figure    `start_at`         where a guild figure stood at setup (fallback start area)
--   figure    `dazed`            set by daze effects, cleared when its guild rests
--   figure    `card_life`, `card_movement`  life / movement its upgrade cards add (rewards.refresh)
--   card      `at`               an exploration token lying on that space (holder: nowhere)

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, type, tostring, tonumber, error, rawget, math, string, table, require =
  ipairs, pairs, type, tostring, tonumber, error, rawget, math, string, table, require

local monsters = require("arcadia.monsters")
local seats = require("arcadia.seats")
local rulebook = require("arcadia.rulebook")

local rewards = {}

local function is_guild(side) return side ~= "monsters" end

--- Guild sides that have figures, in seating order (seats.lua).
local function guilds(game) return seats.guilds(game) end

local function is_hero(game, f)
  local d = f.card and game.def(f.card)
  return d ~= nil and d.kind == "hero"
end

local function is_token(c) return c.def ~= nil and c.def.kind == "token" end

-- Coins ------------------------------------------------------------------------------------------

--- Adds `n` coins (may be negative) to guild `side`; a guild never owes coins.
function rewards.pay(game, side, n)
  if side == nil or not is_guild(side) or n == 0 then return end
  local s = game.side(side)
  s.coins = math.max(0, (s.coins or 0) + n)
end

-- Randomness -------------------------------------------------------------------------------------

--- A whole number from 1 to k drawn with the game's seeded (and riggable) dice: one attack die
--- per bit, a die showing the `ranged` tag (3 of its 6 faces, checked by rules_rewards.rs) is a
--- 1; values past k are rolled again, so every outcome is equally likely.
function rewards.random(game, k)
  if k <= 1 then return 1 end
  local bits = 0
  while (1 << bits) < k do
    bits = bits + 1
  end
  while true do
    local roll = game.roll({ die = "attack", n = bits, explode = false, rerollable = false })
    local v = 0
    for i, d in ipairs(roll:dice()) do
      for _, tag in ipairs(d.tags) do
        if tag == "ranged" then v = v | (1 << (i - 1)) end
      end
    end
    if v < k then return v + 1 end
  end
end

-- Exploration tokens on the board ----------------------------------------------------------------

--- Exploration tokens lying on space `at`, oldest first.
function rewards.tokens_at(game, at)
  local out = {}
  for _, c in ipairs(game.cards({ nowhere = true })) do
    if c.at == at then out[#out + 1] = c end
  end
  return out
end

--- Puts token card `c` on space `at` (it belongs to nobody until collected).
local function lay(game, c, at)
  game.move_card(c, nil)
  c.at = at
end

--- The scenario's `tokens:` key: space -> token card id, a list of them, or a map
--- `{card = id, ...}` whose other keys become the card's variables (e.g. a quest token colour).
local function lay_scenario_tokens(game)
  local spec = game.scenario.tokens
  if spec == nil then return end
  if type(spec) ~= "table" then error("scenario `tokens:` must map spaces to token card ids") end
  local spaces = {}
  for at in pairs(spec) do
    spaces[#spaces + 1] = at
  end
  table.sort(spaces) -- pairs() order is not stable; card ids must be
  for _, at in ipairs(spaces) do
    if type(at) ~= "string" or not game.close(at, at) then
      error("scenario `tokens:`: `" .. tostring(at) .. "` is not a space of the board")
    end
    local entries = spec[at]
    if type(entries) ~= "table" or entries.card ~= nil then entries = { entries } end
    for _, entry in ipairs(entries) do
      local id, vars = entry, nil
      if type(entry) == "table" then
        id, vars = entry.card, entry
      end
      local def = type(id) == "string" and game.def(id) or nil
      if def == nil or def.kind ~= "token" then
        error("scenario `tokens:` " .. at .. ": `" .. tostring(id) .. "` is not a token card")
      end
      -- `colour: player N`: the token belongs to whichever guild sits at place N (its start
      -- area is the printed map's PN, seats.lua); left in the box when fewer guilds play.
      local colour = vars and vars.colour
      local seat = type(colour) == "string" and colour:match("^player (%d+)$") or nil
      local owner = seat and seats.player(game, tonumber(seat))
      if seat == nil or owner ~= nil then
        local c = game.give(id, nil)
        c.at = at
        if vars then
          local keys = {}
          for k in pairs(vars) do
            if k ~= "card" then keys[#keys + 1] = k end
          end
          table.sort(keys)
          for _, k in ipairs(keys) do
            c[k] = (k == "colour" and owner) or vars[k]
          end
        end
      end
    end
  end
end

local function token_key(c)
  local key = c.card
  if c.colour then key = key .. " " .. c.colour end
  return key
end

--- `hero` takes token card `c` (from the board or from a victim) and its effect happens.
local function collect(game, hero, c)
  game.hide_card(c, nil) -- picked up: face up (p.25)
  game.move_card(c, hero)
  c.at = nil
  game.emit("token_collected", { figure = hero, token = c, detail = hero.id .. " " .. token_key(c) })
end

-- Inventory (p.5, p.24) --------------------------------------------------------------------------
-- A hero has 4 inventory slots for upgrade cards (kind `upgrade`: starter, upgrade and reward
-- cards). A death curse with `slot = true` takes one; an upgrade card may be kept under it
-- (card var `under` = the curse's card id) but cannot be used until the curse leaves the hero.

rewards.SLOTS = 4

--- Whether card `c` lies under a slot curse its holder still has.
function rewards.covered(game, c)
  local under = c.under
  if under == nil then return false end
  local h = game.card(under).holder
  return type(h) == "table" and h == c.holder
end

local function inventory(game, hero)
  local upgrades, curses = {}, 0
  for _, c in ipairs(hero:cards()) do
    if c.def.kind == "upgrade" and not rewards.covered(game, c) then upgrades[#upgrades + 1] = c end
    if c.def.kind == "death_curse" and c.def.slot then curses = curses + 1 end
  end
  return upgrades, curses
end

--- Why upgrade card `card` (an id) may not go to `figure` (a proxy) now, or nil: the REPL's
--- `give` (dev mode) asks before a card is put in an inventory outside the rules (p.18: four
--- slots, a slot curse taking one; monsters hold no upgrade cards).
function rewards.refuse_give(game, figure, card)
  local def = game.def(card)
  if def == nil or def.kind ~= "upgrade" then return nil end
  if figure.side == "monsters" then return "monsters hold no upgrade cards" end
  local upgrades, curses = inventory(game, figure)
  if #upgrades + curses >= rewards.SLOTS then
    return figure.id
      .. " has no free inventory slot ("
      .. #upgrades
      .. " upgrade cards and "
      .. curses
      .. " slot curses in "
      .. rewards.SLOTS
      .. " slots: `take` one first)"
  end
  return nil
end

--- Options naming each card of `cards` by id (`VERB CARD`), copies told apart by instance id.
local function card_options(verb, cards)
  local options, seen = {}, {}
  for _, c in ipairs(cards) do
    local key = verb .. " " .. c.card
    if seen[key] then key = key .. " #" .. c.id end
    seen[key] = true
    options[#options + 1] = { key = key, card = c }
  end
  return options
end

--- `hero` received slot curse `curse`: with no free slot, its player picks one of its usable
--- upgrade cards to keep under the curse (p.24).
function rewards.curse_slot(game, hero, curse)
  local upgrades, curses = inventory(game, hero)
  if not curse.def.slot or #upgrades + curses <= rewards.SLOTS then return end
  local pick = game.choose({
    side = hero.side,
    rule = rulebook.slot_curses,
    prompt = curse.card .. " takes a slot of " .. hero.id .. ": which card goes under it?",
    options = card_options("cover", upgrades),
  })
  pick.card.under = curse.id
  game.log(pick.card.card .. " of " .. hero.id .. " lies under " .. curse.card .. " (unusable until it goes)")
  rewards.refresh(game, hero)
end

--- Life and movement from cards (`extra_life`, `extra_movement` on an upgrade card it holds and
--- can use): re-counted whenever a hero's cards change (setup, a new card, a discard, a card
--- going under a curse, a rest's reorganising). Figure vars `card_life` / `card_movement` hold
--- the bonus applied, so only the difference is added to `life` / `movement` and any other
--- change to them stands. A hero losing life never dies of it: its wounds stay below its life.
function rewards.refresh(game, hero)
  local life, move = 0, 0
  for _, c in ipairs(hero:cards()) do
    if c.def.kind == "upgrade" and not rewards.covered(game, c) then
      life = life + (c.def.extra_life or 0)
      move = move + (c.def.extra_movement or 0)
    end
  end
  local had_life, had_move = hero.card_life or 0, hero.card_movement or 0
  if life ~= had_life then
    hero.life = (hero.life or 1) + life - had_life
    hero.card_life = life ~= 0 and life or nil
    if (hero.wounds or 0) >= hero.life then hero.wounds = hero.life - 1 end
  end
  if move ~= had_move then
    hero.movement = (hero.movement or 3) + move - had_move
    hero.card_movement = move ~= 0 and move or nil
  end
end

--- A slot curse of `hero` with no card under it, or nil.
local function free_curse(game, hero)
  local cards = hero:cards()
  for _, k in ipairs(cards) do
    if k.def.kind == "death_curse" and k.def.slot then
      local taken = false
      for _, c in ipairs(cards) do
        if c.under == k.id and rewards.covered(game, c) then taken = true end
      end
      if not taken then return k end
    end
  end
  return nil
end

--- `hero` received an upgrade card: while its slots overflow, a card goes under a slot curse
--- that has none (better than losing it), else its player discards one of its usable upgrade
--- cards (the new one included) to the box (p.24).
function rewards.make_room(game, hero)
  while true do
    local upgrades, curses = inventory(game, hero)
    if #upgrades + curses <= rewards.SLOTS then return rewards.refresh(game, hero) end
    local free = free_curse(game, hero)
    if free then
      rewards.curse_slot(game, hero, free)
    else
      local pick = game.choose({
        side = hero.side,
        rule = rulebook.slots,
        prompt = hero.id
          .. " has "
          .. (#upgrades + curses)
          .. " cards for "
          .. rewards.SLOTS
          .. " slots: which upgrade card goes?",
        options = card_options("discard", upgrades),
      })
      game.move_card(pick.card, nil)
      game.log(hero.id .. " discards " .. pick.card.card .. " (no free inventory slot)")
    end
  end
end

--- Setup: each slot curse of a full inventory covers a card its player picks, then a hero
--- given more upgrade cards than it has slots discards down to them.
local function check_inventories(game)
  for _, f in ipairs(game.figures()) do
    if is_guild(f.side) and is_hero(game, f) then
      for _, c in ipairs(f:cards()) do
        if c.def.kind == "death_curse" then rewards.curse_slot(game, f, c) end
      end
      rewards.make_room(game, f)
    end
  end
end

-- Setup ------------------------------------------------------------------------------------------

--- Setup: no coins, the scenario's tokens on the board, every guild figure's start space noted.
function rewards.setup(game)
  check_inventories(game)
  for _, s in ipairs(game.sides()) do
    if is_guild(s) then game.side(s).coins = game.side(s).coins or 0 end
  end
  for _, f in ipairs(game.figures({ on_board = true })) do
    if is_guild(f.side) then f.start_at = f.at end
  end
  lay_scenario_tokens(game)
end

-- Wounds and kills -------------------------------------------------------------------------------

--- Who gets the credit for a kill: a list of guild sides (empty for a monster or a neutral
--- game element). `killer` is a figure, a guild name (a bomb's owner), a list of guild names
--- (bombs exploding together) or nil.
local function credited(killer)
  if killer == nil then return {} end
  if type(killer) == "string" then return is_guild(killer) and { killer } or {} end
  if rawget(killer, "id") == nil then
    local out = {}
    for _, s in ipairs(killer) do
      if is_guild(s) then out[#out + 1] = s end
    end
    return out
  end
  return is_guild(killer.side) and { killer.side } or {}
end

local function killer_name(killer)
  if killer == nil then return nil end
  if type(killer) == "string" then return killer end
  if rawget(killer, "id") == nil then return table.concat(killer, "+") end
  return killer.id
end

local function kill_monster(game, victim, killer)
  local sides = credited(killer)
  if #sides > 0 then
    local reward
    if type(monsters.reward) == "function" then
      reward = monsters.reward(game, victim) -- the card at the scenario's level
    else
      reward = (game.def(victim.card) or {}).reward or 0
    end
    local payees, seen = {}, {}
    local function add(s)
      if type(s) == "string" and is_guild(s) and not seen[s] then
        seen[s] = true
        payees[#payees + 1] = s
      end
    end
    -- Villains pay every guild that wounded them (monsters.lua keeps those tokens).
    if type(monsters.reward_sides) == "function" then
      local figure = type(killer) == "table" and rawget(killer, "id") and killer or nil
      for _, s in ipairs(monsters.reward_sides(game, victim, figure) or {}) do
        add(s)
      end
    end
    for _, s in ipairs(sides) do
      add(s)
    end
    for _, s in ipairs(payees) do
      rewards.pay(game, s, reward)
    end
  end
end

local function kill_hero(game, victim, killer)
  victim.death_tokens = (victim.death_tokens or 0) + 1
  local sides = {}
  for _, s in ipairs(credited(killer)) do
    if s ~= victim.side then sides[#sides + 1] = s end
  end
  if #sides > 0 then
    for _, s in ipairs(sides) do
      rewards.pay(game, s, 1)
    end
  else
    -- A monster, a trap or any other neutral circumstance: every other guild gets a coin.
    for _, s in ipairs(guilds(game)) do
      if s ~= victim.side then rewards.pay(game, s, 1) end
    end
  end
end

--- The tokens a killed hero carried (it is already off the board; it died on space `at`).
local function drop_tokens(game, victim, killer, at)
  -- The killing hero may take one of the victim's tokens wherever it stands (p.18); the rest
  -- drop on the victim's space. A bomb's owner takes none (p.27).
  local tokens = {}
  for _, c in ipairs(victim:cards()) do
    if is_token(c) then tokens[#tokens + 1] = c end
  end
  local taker = killer
  if
    type(taker) ~= "table"
    or rawget(taker, "id") == nil
    or not is_hero(game, taker)
    or taker.side == victim.side
    or not taker.on_board
  then
    taker = nil
  end
  if taker and #tokens > 0 then
    local options, seen = {}, {}
    for _, c in ipairs(tokens) do
      local key = "take " .. token_key(c)
      if not seen[key] and rewards.may_collect(game, taker, c) then
        seen[key] = true
        options[#options + 1] = { key = key, token = c }
      end
    end
    options[#options + 1] = { key = "take no token" }
    local pick = game.choose({
      side = taker.side,
      rule = rulebook.kill_rewards,
      prompt = taker.id .. " may take one of " .. victim.id .. "'s tokens",
      options = options,
    })
    if pick.token then collect(game, taker, pick.token) end
  end
  for _, c in ipairs(victim:cards()) do
    if is_token(c) then lay(game, c, at) end
  end
end

--- `victim` reached its life in wounds; `killer` dealt the last wound (kill credit, p.18): a
--- figure, a guild name, a list of guild names, or nil for a neutral game element. `card` is
--- what killed it.
function rewards.kill(game, victim, killer, card)
  if not victim.on_board then return end
  local e = { figure = victim, card = card, detail = victim.id }
  if type(killer) == "table" and rawget(killer, "id") then
    e.killer = killer
  elseif killer ~= nil then
    e.credit = credited(killer) -- a bomb's guild(s): no figure dealt the wound
  end
  -- Marked while its death resolves, so a question asked meanwhile never shows a dead
  -- figure standing as if alive.
  local was_dying = victim.dying
  victim.dying = true
  game.emit("figure_killed", e)
  if not victim.on_board then -- a handler already took it away
    victim.dying = was_dying
    return
  end
  victim.killed_by = killer_name(killer) or "none"
  victim.dazed = nil -- a dazed monster stands up on the spawn tile; a hero at its next rest
  local at = victim.at
  if victim.side == "monsters" then
    kill_monster(game, victim, killer)
  else
    kill_hero(game, victim, killer)
    -- Scenario rule cards (rules.lua special_rules) with `hero_killed(card, game, hero)`: called
    -- here rather than through figure_killed, so the monsters side never has to order them
    -- against the Quest Board.
    if game.vars.hero_killed_rules then
      for _, c in ipairs(game.cards({ holder = "monsters" })) do
        if c.def.hero_killed then c.def.hero_killed(c, game, victim) end
      end
    end
  end
  -- Off the board before any question, so no choice ever shows a dead figure standing.
  game.remove(victim)
  victim.dying = nil
  if victim.side == "monsters" then
    monsters.killed(game, victim, killer)
  else
    drop_tokens(game, victim, killer, at)
  end
end

--- Deals `n` wounds to `target` outside an attack (a trap, an explosion, an ability), crediting
--- `source` as rewards.kill does. Returns true when it killed.
function rewards.wound(game, target, n, source, card)
  if n <= 0 or not target.on_board then return false end
  target.wounds = (target.wounds or 0) + n
  local attacker = type(source) == "table" and rawget(source, "id") and source or nil
  game.emit(
    "wounds_dealt",
    { attacker = attacker, target = target, card = card, wounds = n, detail = target.id .. " " .. n }
  )
  if target.on_board and target.wounds >= (target.life or 1) then
    rewards.kill(game, target, source, card)
    return true
  end
  return false
end

-- Forced pick-up -----------------------------------------------------------------------------------

--- Whether `hero` may take token `c`: with the scenario rule `one_quest_token` (The Rookery,
--- The Manor) a guild holds one quest token at a time, so a second one stays where it lies;
--- with `fixed_quest_tokens` (Brightsun Arena) quest tokens never leave the board.
function rewards.may_collect(game, hero, c)
  if c.card ~= "quest_token" then return true end
  if game.vars.fixed_quest_tokens then return false end
  if not game.vars.one_quest_token then return true end
  for _, h in ipairs(game.figures({ side = hero.side })) do
    for _, k in ipairs(h:cards()) do
      if k.card == "quest_token" and k ~= c then return false end
    end
  end
  return true
end

--- The active hero stands on space `hero.at` after a point of movement, at the start of its
--- activation, or after an attack: it must collect every token there unless an enemy shares
--- the space (p.25).
function rewards.arrived(game, hero)
  if not hero.on_board then return end
  local at = hero.at
  for _, f in ipairs(game.figures({ at = at })) do
    if hero:is_enemy(f) then return end
  end
  for _, c in ipairs(rewards.tokens_at(game, at)) do
    if not hero.on_board or hero.at ~= at then return end
    if c.holder == nil and c.at == at and rewards.may_collect(game, hero, c) then collect(game, hero, c) end
  end
end

--- Options `drink CARD` for the tokens `hero` may use now (a card with `use` whose `usable`
--- says yes; p.25 potions: "during his turn", never while an attack is resolved, which the rules
--- ensure by asking only in the hero's action and movement questions). Copies of one card are
--- one option (the first stands for both).
function rewards.use_options(game, hero)
  local out, seen = {}, {}
  for _, c in ipairs(hero:cards()) do
    local u = c.def.use
    if u and not seen[c.card] and (u.usable == nil or u.usable(c, game, hero)) then
      seen[c.card] = true
      out[#out + 1] = { key = "drink " .. c.card, label = "drink " .. (c.def.name or c.card) .. " (free)", use = c }
    end
  end
  return out
end

--- Uses token `c` (an option of rewards.use_options) for `hero`.
function rewards.use(game, hero, c)
  game.log(hero.id .. " drinks " .. c.card)
  c.def.use.run(c, game, hero)
end

--- The hero to activate again once `hero`'s activation ends, or nil: its Extra Turn Potion
--- may be drunk now so that the same hero is activated again at once (p.25).
function rewards.extra_activation(game, hero)
  if not hero.on_board then return nil end
  for _, c in ipairs(hero:cards()) do
    if c.def.grants_extra_activation then
      local pick = game.choose({
        side = hero.side,
        rule = rulebook.potions,
        prompt = hero.id .. " may drink the extra turn potion",
        options = { { key = "keep potion" }, { key = "drink extra turn potion" } },
      })
      if pick.key ~= "drink extra turn potion" then return nil end
      game.move_card(c, nil)
      return hero
    end
  end
  return nil
end

-- Rest -------------------------------------------------------------------------------------------

local function column_number(letters)
  local n = 0
  for i = 1, #letters do
    n = n * 26 + (letters:byte(i) - 96)
  end
  return n
end

local function column_name(n)
  local s = ""
  while n > 0 do
    local r = (n - 1) % 26
    s = string.char(97 + r) .. s
    n = (n - 1) // 26
  end
  return s
end

--- The space itself and its four orthogonal neighbours that are Close to it.
local function close_spaces(game, at)
  local letters, digits = at:match("^(%l+)(%d+)$")
  local col, row = column_number(letters), tonumber(digits)
  local out = { at }
  for _, d in ipairs({ { 0, -1 }, { -1, 0 }, { 1, 0 }, { 0, 1 } }) do
    local c, r = col + d[1], row + d[2]
    if c >= 1 and r >= 1 then
      local s = column_name(c) .. r
      if game.close(at, s) then out[#out + 1] = s end
    end
  end
  return out
end

--- A guild's start area (seats.lua).
local function start_area(game, side) return seats.start_area(game, side) end

rewards.start_area = start_area

local function resurrect(game, side, hero, allies)
  local options, seen = {}, {}
  local function offer(s)
    if seen[s] or not game.close(s, s) then return end
    seen[s] = true
    if #game.figures({ at = s }) < 2 then
      options[#options + 1] = { key = "resurrect " .. hero.id .. " " .. s, at = s }
    end
  end
  for _, s in ipairs(start_area(game, side)) do
    offer(s)
  end
  for _, a in ipairs(allies) do
    for _, s in ipairs(close_spaces(game, a.at)) do
      offer(s)
    end
  end
  if #options == 0 then
    game.log(hero.id .. " cannot be resurrected: no free space in the start area or near an ally")
    return
  end
  -- p.18: "Any of the player's killed Heroes MAY be resurrected": the guild may leave one off
  -- the board (its wounds stay) and bring it back at a later rest.
  options[#options + 1] = { key = "leave " .. hero.id, label = "leave " .. hero.id .. " off the board for now" }
  local pick = game.choose({
    side = side,
    rule = rulebook.rest_return,
    prompt = "where does " .. hero.id .. " come back?",
    options = options,
  })
  if pick.at == nil then
    game.log(side .. " leaves " .. hero.id .. " off the board")
    return
  end
  hero.wounds = 0
  game.place(hero, pick.at)
end

--- How many times one card may move during one rest's reorganisation: twice lets three full
--- inventories pass cards round (A to B, B to C, C to A: two swaps, the middle card moving
--- twice), so every end state that respects the slots can be reached (p.18 "any number of
--- them"), and the questions still end.
rewards.MOVES_PER_REST = 2

--- The moves of one step of a rearrangement among a guild's heroes that keeps every hero within
--- its slots (a rest, p.18; the Upgrade Phase, p.24), in a fixed order: each movable item of
--- each hero is given to every other hero with room for it, or else swapped with each movable
--- slot-taking item of a later full hero (each swap listed once; two copies of one card are no
--- swap). `spec`: `count` heroes, `items(i)` hero i's items, `movable(x)`, `takes_slot(x)`,
--- `has_room(i)`, `same(x, y)`. Calls `give(from, x, xi, to)` and `swap(from, x, xi, to, y, yi)`
--- (hero numbers, items and their places in `items`).
function rewards.trades(spec, give, swap)
  for fi = 1, spec.count do
    for xi, x in ipairs(spec.items(fi)) do
      if spec.movable(x) then
        for ti = 1, spec.count do
          if ti ~= fi and (not spec.takes_slot(x) or spec.has_room(ti)) then
            give(fi, x, xi, ti)
          elseif ti > fi then
            for yi, y in ipairs(spec.items(ti)) do
              if spec.takes_slot(y) and not spec.same(x, y) and spec.movable(y) then swap(fi, x, xi, ti, y, yi) end
            end
          end
        end
      end
    end
  end
end

--- The options of one question of the reorganisation (p.18), or nil when there is nothing to
--- ask: `moved` (card instance id -> how many times it moved this rest). An upgrade card goes
--- to a hero with a free slot (`give`), or to a full one in exchange for one of its upgrade
--- cards (`swap`), so every hero keeps within its slots at every step.
function rewards.reorganise_options(game, side, moved)
  local heroes = {}
  for _, f in ipairs(game.figures({ side = side })) do
    if is_hero(game, f) then heroes[#heroes + 1] = f end
  end
  if #heroes < 2 then return nil end
  local options = { { key = "done", label = "keep the cards where they are" } }
  -- Whether hero i has a free slot, worked out at most once per question (reads only).
  local room_of = {}
  local function has_room(i, to)
    if room_of[i] == nil then
      local upgrades, curses = inventory(game, to)
      room_of[i] = #upgrades + curses < rewards.SLOTS
    end
    return room_of[i]
  end
  local cards = {}
  rewards.trades({
    count = #heroes,
    items = function(i)
      cards[i] = cards[i] or heroes[i]:cards()
      return cards[i]
    end,
    movable = function(c)
      local kind = c.def.kind
      return (moved[c.id] or 0) < rewards.MOVES_PER_REST
        and ((kind == "upgrade" and not rewards.covered(game, c)) or (kind == "token" and c.card ~= "quest_token"))
    end,
    takes_slot = function(c) return c.def.kind == "upgrade" end,
    has_room = function(i) return has_room(i, heroes[i]) end,
    same = function(c, d) return c.card == d.card end,
  }, function(fi, c, _, ti)
    local from, to = heroes[fi], heroes[ti]
    options[#options + 1] = {
      key = "give " .. c.card .. " #" .. c.id .. " " .. from.id .. " " .. to.id,
      label = from.id .. " hands " .. c.card .. " to " .. to.id,
      card = c,
      to = to,
    }
  end, function(fi, c, _, ti, d)
    local from, to = heroes[fi], heroes[ti]
    options[#options + 1] = {
      key = "swap " .. c.card .. " #" .. c.id .. " " .. from.id .. " " .. d.card .. " #" .. d.id .. " " .. to.id,
      label = from.id .. " and " .. to.id .. " exchange " .. c.card .. " and " .. d.card,
      card = c,
      to = to,
      swap = d,
    }
  end)
  if #options == 1 then return nil end
  return {
    side = side,
    rule = rulebook.rest_reorganise,
    prompt = side .. " rests: reorganise cards?",
    options = options,
  }
end

--- Carries out the option picked of a reorganisation question; `moved` counts the cards moved.
--- Returns whether to ask again.
function rewards.reorganise_pick(game, pick, moved)
  if pick.card == nil then return false end
  moved[pick.card.id] = (moved[pick.card.id] or 0) + 1
  local from = pick.card.holder
  game.move_card(pick.card, pick.to)
  if pick.swap then
    moved[pick.swap.id] = (moved[pick.swap.id] or 0) + 1
    game.move_card(pick.swap, from)
  end
  rewards.refresh(game, from)
  rewards.refresh(game, pick.to)
  return true
end

--- One question of the reorganisation, asked and carried out at once (rewards.rest, for
--- rules that do not run it as steps). Returns whether to ask again.
function rewards.reorganise_once(game, side, moved)
  local spec = rewards.reorganise_options(game, side, moved)
  if spec == nil then return false end
  return rewards.reorganise_pick(game, game.choose(spec), moved)
end

--- A rest up to the reorganisation (p.14): unexhaust all the guild's cards, resurrect its
--- killed heroes, recover from daze. The rules then ask rewards.reorganise_once until it
--- returns false (a step each: scripts/arcadia/rules.lua).
function rewards.rest_start(game, side)
  game.emit("rest", { side = side, detail = side })
  local figures = game.figures({ side = side })
  for _, f in ipairs(figures) do
    for _, c in ipairs(game.cards({ holder = f })) do
      c.exhausted = nil
    end
  end
  for _, c in ipairs(game.cards({ holder = side })) do
    c.exhausted = nil
  end
  -- Allies on the board when the turn began: not the heroes resurrected during this rest.
  local allies = game.figures({ side = side, on_board = true })
  for _, f in ipairs(figures) do
    if not f.on_board and is_hero(game, f) then resurrect(game, side, f, allies) end
  end
  for _, f in ipairs(figures) do
    if f.dazed then f.dazed = nil end
  end
end

--- A whole rest at once (p.14): rest_start, then the reorganisation. Resting, the guild may
--- hand upgrade cards and exploration tokens between its heroes, never death curses, quest
--- tokens or a card lying under a curse, and an upgrade card only to a hero with a free slot.
--- Each card moves at most once per rest, so the question ends.
function rewards.rest(game, side)
  rewards.rest_start(game, side)
  local moved = {}
  while rewards.reorganise_once(game, side, moved) do
  end
end

-- End of scenario --------------------------------------------------------------------------------

--- Death curse card ids, one card each: the deck drawn from in the Upgrade Phase. A scenario
--- may name its own deck with `death_curse_deck: [ids]`.
rewards.DEATH_CURSES = {
  "lingering_chill",
  "shaky_hands",
  "brittle_bones",
  "weak_grip",
  "marked_for_death",
  "dead_weight",
  "open_wounds",
  "hollow_mind",
}

--- The start of the Upgrade Phase (p.24): old curses go back to the deck, then every hero with
--- death tokens draws that many cards (the deck is shuffled by drawing at random; discards are
--- reshuffled if it runs out) and keeps the one of highest value.
function rewards.upgrade_phase(game)
  -- The Temple's rule card drew them at each death already.
  if game.vars.curses_at_death then return end
  local deck = {}
  for _, id in ipairs(game.scenario.death_curse_deck or rewards.DEATH_CURSES) do
    if game.def(id) == nil or game.def(id).kind ~= "death_curse" then
      error("death curse deck: `" .. tostring(id) .. "` is not a death_curse card")
    end
    deck[#deck + 1] = id
  end
  local heroes = {}
  for _, f in ipairs(game.figures()) do
    if is_guild(f.side) and is_hero(game, f) then
      heroes[#heroes + 1] = f
      for _, c in ipairs(f:cards()) do
        if c.def.kind == "death_curse" then game.move_card(c, nil) end
      end
    end
  end
  local discards = {}
  for _, f in ipairs(heroes) do
    local n = f.death_tokens or 0
    -- Soulforged (scripts/arcadia/titles.lua): its holder's heroes take no Death Curse.
    if require("arcadia.titles").soulforged(game, f.side) then n = 0 end
    local drawn = {}
    for _ = 1, n do
      if #deck == 0 then
        deck, discards = discards, {}
      end
      if #deck == 0 then break end
      drawn[#drawn + 1] = table.remove(deck, rewards.random(game, #deck))
    end
    if #drawn > 0 then
      local best = drawn[1]
      for _, id in ipairs(drawn) do
        if (game.def(id).value or 0) > (game.def(best).value or 0) then best = id end
      end
      for _, id in ipairs(drawn) do
        if id ~= best then discards[#discards + 1] = id end
      end
      local curse = game.give(best, f)
      game.log("death curse: " .. f.id .. " draws " .. table.concat(drawn, ", ") .. "; keeps " .. best)
      rewards.curse_slot(game, f, curse)
    end
    rewards.refresh(game, f) -- an old curse gone frees the card it covered
  end
end

--- End of the scenario (p.24): each Treasure Chest a hero holds pays its value to the hero's
--- guild, then the Upgrade Phase draws death curses. quests.lua calls this before finishing.
function rewards.end_of_scenario(game)
  for _, f in ipairs(game.figures()) do
    if is_guild(f.side) then
      for _, c in ipairs(f:cards()) do
        if is_token(c) and c.def.coins then rewards.pay(game, f.side, c.def.coins) end
      end
    end
  end
  rewards.upgrade_phase(game)
end

-- A card under a slot curse does nothing; a hero holding a card that `suppresses_ability`
-- (Hollow Mind) has lost its natural ability: its hero card does not react. Registered when
-- the module loads, not at set-up: a saved game restored into a new script state runs no
-- set-up again.
game.set_card_filter(function(c)
  if rewards.covered(game, c) then return false end
  local holder = c.holder
  if c.def.kind == "hero" and type(holder) == "table" then
    for _, k in ipairs(holder:cards()) do
      if k.def.suppresses_ability then return false end
    end
  end
  return true
end)

return rewards
