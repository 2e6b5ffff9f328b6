-- Cooperative mode (ATC 8-11): rounds, the foes' turns, the Evil Power deck, flasks, quests,
-- difficulty, and the end of a quest. `rules.lua` calls coop.play for `mode: coop` scenarios.
--
-- A round (ATC 9): every living hero takes one turn, in the order the players choose one turn at
-- a time (`next HERO`), through pvp.turn; then every living foe, in the order they choose
-- (`next FOE`), played by automation (villains.lua, boss.lua). Figure variable `acted` marks who
-- has acted this round. The team token is side `heroes`' `special_ready`, as in PvP.
--
-- State: game vars `round`, `difficulty`, `evil_deck` / `flask_deck` (card ids still to draw,
-- comma-separated, top first), `evil_power` (the card in force), `evil_round` (the round it was
-- drawn in), `flask_tokens` (squares holding a dropped flask), `flask_limit`, and the rules
-- hooks of docs/ARENA.md ("Cooperative mode").

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, type, tostring, tonumber, error, math, table, require =
  ipairs, type, tostring, tonumber, error, math, table, require

local coop = {}

local villains = require("arena.villains")
local rulebook = require("arena.rulebook")

-- ATC 11.3 (p.39). `heroic_any`: Daydream's heroic actions are selected during the quest,
-- right before each is performed; `heroic_once`: Nightmare's are never repeated in a campaign.
coop.DIFFICULTY = {
  daydream = {
    chest_heal = 30,
    aid = 2,
    aid_drawback = 10,
    flasks = 3,
    heroic = 3,
    lava = 3,
    token_free = true,
    primary_xp = 20,
    secondary_xp = false,
    heroic_any = true,
  },
  normal = { chest_heal = 20, aid = 2, aid_drawback = 20, flasks = 2, heroic = 2, lava = 4 },
  nightmare = {
    chest_heal = 10,
    aid = 1,
    aid_drawback = 20,
    flasks = 1,
    heroic = 1,
    lava = 5,
    token_refresh = "round",
    primary_xp_delta = -8,
    survivor_xp = 3,
    heroic_once = true,
  },
}

-- Lists kept in game variables ------------------------------------------------------------------

function coop.list(game, name) return coop.list_of(game.vars[name]) end

--- The items of a comma list held in any variable (nil: none).
function coop.list_of(s)
  local out = {}
  if type(s) ~= "string" or s == "" then return out end
  for x in s:gmatch("[^,]+") do
    out[#out + 1] = x
  end
  return out
end

function coop.set_list(game, name, list)
  game.vars[name] = (#list > 0) and table.concat(list, ",") or nil
  -- A face-down deck's order is seen by nobody (design principle 5): the lists named `*_deck`
  -- (evil powers, flasks, fate cards, the boss's spells).
  if name:sub(-5) == "_deck" then game.hide(name, {}) end
end

local function contains(list, x)
  for _, y in ipairs(list) do
    if y == x then return true end
  end
  return false
end

--- A d20 from the seeded dice (rigged in tests: `g:rig("d20", {"7"})`).
function coop.d20(game)
  local roll = game.roll({ die = "d20", n = 1, explode = false })
  local d = roll:dice()[1]
  for _, t in ipairs(d.tags or {}) do
    local n = tonumber(t) or tonumber(tostring(t):match("%d+"))
    if n then return n end
  end
  return tonumber(tostring(d.face):match("%d+")) or 1
end

--- A random index 1..n (n <= 20) from one d20 (rolls above the largest multiple of n are rolled
--- again, so every index is equally likely): `n7` picks 7 when n >= 7.
function coop.pick_index(game, n)
  if n <= 1 then return 1 end
  local top = 20 - (20 % n)
  local r
  repeat
    r = coop.d20(game)
  until r <= top
  return (r - 1) % n + 1
end

--- A shuffled copy of `ids` (game.shuffle: the seeded generator, never rigged d20s).
function coop.shuffle(game, ids) return game.shuffle(ids) end

--- The card ids of `kind` a scenario uses: its `KEY:` list, else every such card.
local function deck_ids(game, key, kind)
  local ids = game.scenario[key]
  if type(ids) == "table" then
    local out = {}
    for i, x in ipairs(ids) do
      out[i] = x
    end
    return out
  end
  if kind == "flask" then
    local out = {}
    for _, id in ipairs(game.card_ids("attack")) do
      if game.def(id).tier == "flask" then out[#out + 1] = id end
    end
    return out
  end
  return game.card_ids(kind)
end

--- Draws the top card of deck `name` (reshuffling every card of the deck when it is empty and
--- `reshuffle` is set); nil when empty.
function coop.draw(game, name, all, reshuffle)
  local deck = coop.list(game, name)
  if #deck == 0 then
    if not reshuffle or #all == 0 then return nil end
    deck = coop.shuffle(game, all)
    game.log(name .. " reshuffled")
  end
  local top = table.remove(deck, 1)
  coop.set_list(game, name, deck)
  if #deck == 0 then game.vars[name .. "_empty"] = true end
  return top
end

-- Setup ------------------------------------------------------------------------------------------

function coop.difficulty(game)
  local name = game.scenario.difficulty or "normal"
  local d = coop.DIFFICULTY[name]
  if not d then error("difficulty `" .. tostring(name) .. "` (daydream, normal, nightmare)") end
  return d, name
end

--- Applies the difficulty table (ATC 11.3) through game variables the rules read.
function coop.apply_difficulty(game)
  local d, name = coop.difficulty(game)
  game.vars.difficulty = name
  game.vars.lava_damage = d.lava
  game.vars.aid_drawback = d.aid_drawback
  game.vars.chest_heal = d.chest_heal
  game.vars.flask_limit = d.flasks
  game.vars.heroic_limit = d.heroic
  game.vars.token_free = d.token_free or nil
  game.vars.token_refresh = d.token_refresh
  game.vars.heroic_any = d.heroic_any or nil
  -- Nightmare: the heroic actions the party performed in the campaign's earlier quests (the
  -- scenario's `campaign_heroic:`, which campaign.lua sets) are barred.
  local spent = game.scenario.campaign_heroic
  if d.heroic_once and type(spent) == "table" and #spent > 0 then
    for _, id in ipairs(spent) do
      if type(id) ~= "string" or game.def(id) == nil or game.def(id).kind ~= "heroic_action" then
        error("scenario `campaign_heroic:` names `" .. tostring(id) .. "`, no heroic action card")
      end
    end
    game.vars.heroic_barred = table.concat(spent, ",")
  end
  game.side("heroes").aid = d.aid
end

local function quest(game)
  for _, c in ipairs(game.cards({ holder = "foes" })) do
    if c.def.kind == "quest" then return c end
  end
  return nil
end
coop.quest = quest

--- Calls hook `name` of the quest card, if it has one.
function coop.hook(game, name, ...)
  local q = quest(game)
  if q and type(q.def[name]) == "function" then return q.def[name](q, game, ...) end
  return nil
end

function coop.setup(game)
  game.vars.mode = "coop"
  coop.apply_difficulty(game)
  local side = game.side("heroes")
  if side.special_ready == nil then side.special_ready = true end
  for _, f in ipairs(game.figures({ side = "foes" })) do
    villains.setup(game, f)
    -- a foe holds its attack cards (its attack deck, for a boss)
    local def = f.card and game.def(f.card)
    for _, id in ipairs(def and def.attacks or {}) do
      local held = false
      for _, c in ipairs(f:cards()) do
        if c.card == id then held = true end
      end
      if not held then game.give(id, f) end
    end
    -- a villain that spawns later waits beside the board (`off_board: true`)
    local own = game.scenario.figure(f.id)
    if own and own.off_board == true and f.on_board then game.remove(f) end
  end
  if game.scenario.quest and not quest(game) then game.give(game.scenario.quest, "foes") end
  game.vars.round = 0
  if game.scenario.boss then
    require("arena.boss").setup(game, game.figure(game.scenario.boss))
  else
    coop.set_list(game, "evil_deck", coop.shuffle(game, deck_ids(game, "evil_powers", "evil_power")))
  end
  coop.set_list(game, "flask_deck", coop.shuffle(game, deck_ids(game, "flasks", "flask")))
  local q = quest(game)
  local n = game.scenario.fate or (q and q.def.fate)
  if n and n > 0 then coop.set_list(game, "fate_deck", coop.shuffle(game, coop.fate_cards(n))) end
  coop.hook(game, "setup")
  coop.pick_heroic(game)
end

--- Co-op set-up, Step C "Make common preparations" (ATC 8 p.29): "Pick two different Heroic
--- Action cards for your Team", when the scenario says `heroic: {heroes: pick}`: two questions
--- to the heroes, among every heroic action card the campaign has not barred (Nightmare,
--- `heroic_barred`). On Daydream nothing is picked: "They can select any Heroic Action during the quest, not needing to select them at
--- the start of the match" (11.3 p.39).
function coop.pick_heroic(game)
  if not game.vars["heroic_pick heroes"] or game.vars.heroic_any then return end
  local barred = "," .. (game.vars.heroic_barred or "") .. ","
  local left = {}
  for _, id in ipairs(game.card_ids("heroic_action")) do
    if not barred:find("," .. id .. ",", 1, true) then left[#left + 1] = id end
  end
  for k = 1, math.min(2, #left) do
    local options = {}
    for i, id in ipairs(left) do
      options[#options + 1] =
        { key = "pick " .. id, i = i, id = id, label = "pick " .. ((game.def(id) or {}).name or id) }
    end
    local pick = game.choose({
      side = "heroes",
      prompt = "set-up (step C): the team picks heroic action " .. k .. "/2",
      options = options,
      rule = rulebook.coop_heroic,
    })
    table.remove(left, pick.i)
    game.give(pick.id, "heroes")
  end
end

-- Fate cards (ATC 9: "shuffle the number required by the quest ... draw one when prompted") ----

--- The fate cards of a quest needing `n`: "1" .. "n".
function coop.fate_cards(n)
  local out = {}
  for i = 1, n do
    out[i] = tostring(i)
  end
  return out
end

--- Draws a fate card (the quest's `fate` = N, or the scenario's `fate:`): its number, 1..N;
--- the cards drawn are shuffled back when the deck is spent. nil when the quest uses none.
function coop.fate(game)
  local q = quest(game)
  local n = game.scenario.fate or (q and q.def.fate)
  if not n or n <= 0 then return nil end
  local top = coop.draw(game, "fate_deck", coop.fate_cards(n), true)
  game.log("fate card: " .. top)
  return tonumber(top)
end

-- Damage outside attacks ---------------------------------------------------------------------------

--- Deals `n` damage to `f` outside an attack (evil powers, boss refresh, auras). `floor` (e.g.
--- 1) keeps it alive. A combatant below 1 HP dies through the rules' death step.
function coop.damage(game, f, n, source, floor)
  if f.dead or n <= 0 then return 0 end
  local effects = require("arena.effects")
  local lost = effects.damage(game, f, n, nil, nil, "effect", floor)
  game.log(f.id .. " takes " .. lost .. " damage" .. (source and (" (" .. source .. ")") or ""))
  effects.check_deaths(game, nil)
  return lost
end

function coop.heal(game, f, n) return require("arena.effects").heal(game, f, n, nil) end

-- Flasks (ATC 10.2.4) -------------------------------------------------------------------------------

--- The rules' death step calls this for every combatant that dies in a quest: a dead villain
--- drops a flask token on its square while the flask deck lasts; then the quest hears of it.
function coop.died(game, f, killer)
  f = game.figure(f)
  if f.drop_done then return end
  f.drop_done = true
  if
    f.side == "foes"
    and f.role ~= "boss"
    and not game.vars.flask_deck_empty
    and #coop.list(game, "flask_deck") > 0
  then
    local at = f.died_at or f.at
    if at then
      local tokens = coop.list(game, "flask_tokens")
      if not contains(tokens, at) then tokens[#tokens + 1] = at end
      coop.set_list(game, "flask_tokens", tokens)
      game.log(f.id .. " drops a flask on " .. at)
    end
  end
  coop.hook(game, "died", f, killer)
end

--- Squares with a flask token that hero `f` may pick up (its own square or an adjacent one).
function coop.pickups(game, f)
  local out = {}
  if not f.at then return out end
  for _, sq in ipairs(coop.list(game, "flask_tokens")) do
    if sq == f.at or villains.distance(sq, f.at) <= 1 then out[#out + 1] = sq end
  end
  return out
end

function coop.flasks(game, f)
  local out = {}
  for _, c in ipairs(game.cards({ holder = f })) do
    if c.def.tier == "flask" then out[#out + 1] = c end
  end
  return out
end

--- Flask transfers `f` may make in its move action (10.2.4.1: 1 MP, to an adjacent ally who
--- bears fewer flasks than the limit): {key = "give F CARD_ID ALLY", card, to}.
--- Not offered yet: movement.move_action needs a hook (see docs/ARENA.md, coop section).
function coop.transfers(game, f)
  local out = {}
  if not f.at then return out end
  local limit = game.vars.flask_limit or 2
  for _, a in ipairs(villains.heroes(game)) do
    if a ~= f and villains.distance(a.at, f.at) <= 1 and #coop.flasks(game, a) < limit then
      for _, c in ipairs(coop.flasks(game, f)) do
        out[#out + 1] = { key = "give " .. f.id .. " " .. c.id .. " " .. a.id, card = c, to = a }
      end
    end
  end
  return out
end

--- Makes transfer `t` (one of coop.transfers; the movement point is the rules').
function coop.transfer(game, f, t)
  game.move_card(t.card, t.to)
  game.log(f.id .. " hands " .. t.card.card .. " to " .. t.to.id)
end

--- Picks up the flask token on `sq` (the movement point is the rules'): draws a flask card. A
--- hero already bearing its limit first discards one of its flasks or the new one.
function coop.pick(game, f, sq)
  local tokens = coop.list(game, "flask_tokens")
  if not contains(tokens, sq) then error("no flask on " .. tostring(sq)) end
  for i, x in ipairs(tokens) do
    if x == sq then
      table.remove(tokens, i)
      break
    end
  end
  coop.set_list(game, "flask_tokens", tokens)
  local id = coop.draw(game, "flask_deck", {}, false)
  if not id then return nil end
  local card = game.give(id, f)
  game.log(f.id .. " picks up a flask: " .. id)
  local held = coop.flasks(game, f)
  local limit = game.vars.flask_limit or 2
  if #held > limit then
    local options = {}
    for _, c in ipairs(held) do
      options[#options + 1] = { key = "discard " .. c.card .. " " .. c.id, card = c }
    end
    local pick = game.choose({
      side = "heroes",
      prompt = f.id .. " bears too many flasks: discard one",
      options = options,
      rule = rulebook.flask_limit,
    })
    game.move_card(pick.card, nil)
  end
  return card
end

--- The handlers of every flask card: declaring it flips the team token (unless the difficulty
--- makes the token free), and once its attack is over the flask is gone.
function coop.flask_handlers()
  return {
    attack_declared = {
      when = function(self, e) return e.card == self end,
      run = function(self, e, game) require("arena.board").flip_token(game, self.holder.side) end,
    },
    attack_resolved = {
      when = function(self, e) return e.card == self end,
      run = function(self, e, game) game.move_card(self, nil) end,
    },
  }
end

--- Flask tokens left on the grid vanish at the end of the last hero's turn of a round.
function coop.expire_flasks(game)
  if game.vars.flask_tokens then
    game.log("flask tokens removed: " .. game.vars.flask_tokens)
    game.vars.flask_tokens = nil
  end
end

--- At the end of a quest heroes lose every flask card.
function coop.lose_flasks(game)
  for _, h in ipairs(game.figures({ side = "heroes" })) do
    for _, c in ipairs(coop.flasks(game, h)) do
      game.move_card(c, nil)
    end
  end
end

-- Evil Power (ATC 10.2.2) ---------------------------------------------------------------------------

--- Ends the previous Evil Power's lasting changes (defence) and applies card `id`'s power.
function coop.apply_power(game, id)
  for _, v in ipairs(game.figures({ side = "foes" })) do
    if v.evil_defence then
      v.defence = (v.defence or 0) - v.evil_defence
      v.evil_defence = nil
    end
  end
  game.vars.evil_power = id
  -- the card in force lies face up by the foes; the previous one goes back to the deck
  for _, c in ipairs(game.cards({ holder = "foes" })) do
    if c.def.kind == "evil_power" then game.move_card(c, nil) end
  end
  if not id then return end
  game.give(id, "foes")
  local p = game.def(id).power or {}
  for _, v in ipairs(villains.foes(game)) do
    if p.heal then coop.heal(game, v, p.heal) end
    if p.defence then
      v.defence = (v.defence or 0) + p.defence
      v.evil_defence = p.defence
    end
  end
  if p.hero_damage then
    for _, h in ipairs(villains.heroes(game)) do
      local near = not p.near or false
      if p.near then
        for _, v in ipairs(villains.foes(game)) do
          if villains.distance(v.at, h.at) <= p.near then near = true end
        end
      end
      -- a power never kills: it leaves at least 1 HP (our reading, RULES-NOTES)
      if near then coop.damage(game, h, p.hero_damage, id, 1) end
    end
  end
end

--- Draws the Evil Power card when the first villain of a round starts its turn.
function coop.evil_power(game)
  if game.vars.evil_round == game.vars.round then return game.vars.evil_power and game.def(game.vars.evil_power) end
  game.vars.evil_round = game.vars.round
  local id = coop.draw(game, "evil_deck", deck_ids(game, "evil_powers", "evil_power"), true)
  game.log("evil power: " .. tostring(id))
  coop.apply_power(game, id)
  return id and game.def(id)
end

-- Turns ----------------------------------------------------------------------------------------

function coop.is_boss(f) return f.role == "boss" end

--- One foe's turn: start (its temporary effects end), the Evil Power when it is the round's first
--- villain, its automated actions, end (lava).
function coop.foe_turn(game, f)
  game.vars.active = f.id
  local effects = require("arena.effects")
  effects.turn_start(game, f)
  game.emit("turn_start", { figure = f, side = f.side, detail = f.id })
  if f.dead or not f.on_board then return end
  if coop.is_boss(f) then
    require("arena.boss").turn(game, f)
  else
    local power = nil
    if not game.scenario.boss then power = coop.evil_power(game) end
    villains.act(game, f, power)
  end
  if f.on_board and not f.dead and require("arena.board").terrain(game, f.at) == "lava" then
    require("arena.movement").lava(game, f)
  end
  f.mp_debt = nil
  game.emit("turn_end", { figure = f, side = f.side, detail = f.id })
  game.vars.active = nil
end

--- The handlers of every quest card: a hero's death reaches the quest's `died` hook (a foe's
--- comes through its own card, coop.foe_handlers).
function coop.quest_handlers()
  return {
    combatant_died = {
      when = function(self, e, game) return e.figure.side == "heroes" and game.scenario.mode == "coop" end,
      run = function(self, e, game) coop.hook(game, "died", e.figure, e.killer) end,
    },
  }
end

--- Evil Power / boss spell modifiers on a foe's own strikes (villain and boss cards' handlers):
--- `bonus` to the roll and `damage` on a hit.
function coop.power(game, f)
  local id = coop.is_boss(f) and game.vars.boss_spell or game.vars.evil_power
  local d = id and game.def(id)
  return d and d.power or {}
end

function coop.on_strike_rolled(self, e, game)
  local b = coop.power(game, self.holder).bonus
  if b then e.bonus = e.bonus + b end
end

function coop.on_strike_hit(self, e, game)
  local d = coop.power(game, self.holder).damage
  if d then e.damage = e.damage + d end
end

--- The handlers every villain and boss card carries: Evil Power modifiers and the flask drop.
function coop.foe_handlers()
  return {
    strike_rolled = {
      when = function(self, e, game) return e.attacker == self.holder and coop.power(game, self.holder).bonus ~= nil end,
      run = function(self, e, game) coop.on_strike_rolled(self, e, game) end,
    },
    strike_hit = {
      when = function(self, e, game)
        return e.attacker == self.holder
          and e.target.side ~= self.holder.side
          and coop.power(game, self.holder).damage ~= nil
      end,
      run = function(self, e, game) coop.on_strike_hit(self, e, game) end,
    },
    combatant_died = {
      when = function(self, e, game) return e.figure == self.holder and game.scenario.mode == "coop" end,
      run = function(self, e, game) coop.died(game, e.figure, e.killer) end,
    },
  }
end

local function pick_next(game, list, what)
  if #list == 1 then return list[1] end
  local options = {}
  for i, f in ipairs(list) do
    options[i] = { key = "next " .. f.id, figure = f }
  end
  return game.choose({
    side = "heroes",
    prompt = "round " .. game.vars.round .. ": which " .. what .. " acts next?",
    options = options,
    rule = rulebook.next_turn,
  }).figure
end

local function waiting(list)
  local out = {}
  for _, f in ipairs(list) do
    if not f.acted then out[#out + 1] = f end
  end
  return out
end

--- One round (ATC 9), as steps: `coop_round` (its start), `coop_hero` (the players pick the
--- next hero, whose turn runs as the match's turn steps), `coop_after_hero` (that turn's end),
--- `coop_foe` (one foe's automated turn), until every foe acted; then the next round.
function coop.round_start(game)
  game.vars.round = (game.vars.round or 0) + 1
  game.log("round " .. game.vars.round)
  if game.vars.token_refresh == "round" then game.side("heroes").special_ready = true end
  for _, f in ipairs(game.figures({})) do
    if f.acted then f.acted = nil end
  end
  coop.hook(game, "round_start")
  coop.check(game)
  game.push("coop_hero")
end

function coop.hero_step(game)
  local ready = waiting(villains.heroes(game))
  if #ready == 0 then
    coop.expire_flasks(game)
    return game.push("coop_foe")
  end
  local h = pick_next(game, ready, "hero")
  game.vars.turn = (game.vars.turn or 0) + 1
  local ready_before = game.side("heroes").special_ready == true
  require("arena.pvp").begin_turn(game, h)
  game.push("coop_after_hero", { hero = h.id, ready_before = ready_before })
end

function coop.after_hero_step(game, args)
  local side = game.side("heroes")
  local h = game.figure(args.hero)
  -- Difficulty (11.3): nightmare keeps a token flipped before this turn until the next round;
  -- daydream's token never stays flipped.
  if game.vars.token_refresh == "round" and not args.ready_before then side.special_ready = false end
  if game.vars.token_free then side.special_ready = true end
  h.acted = true
  coop.hook(game, "turn_end", h)
  coop.check(game)
  game.push("coop_hero")
end

function coop.foe_step(game, args)
  local ready = waiting(villains.foes(game))
  if #ready == 0 then
    coop.hook(game, "round_end")
    coop.check(game)
    return game.push("coop_round")
  end
  -- Before each foe's turn the heroes may use a scroll (ATC 7.2: "not bound to a particular
  -- Turn or moment"); then this step runs again (`scrolls_asked`: once).
  if
    not (args and args.scrolls_asked) and require("arena.scrolls").push_windows(game, "foes", "before a foe's turn")
  then
    return game.push("coop_foe", { scrolls_asked = true })
  end
  local f = pick_next(game, ready, "foe")
  game.vars.turn = (game.vars.turn or 0) + 1
  coop.foe_turn(game, f)
  f.acted = true
  coop.hook(game, "turn_end", f)
  coop.check(game)
  game.push("coop_foe")
end

-- The end ------------------------------------------------------------------------------------------

--- Records secondary objective `id` as met (its XP is awarded only if the quest is won).
function coop.achieve(game, id)
  if not game.vars["objective " .. id] then
    game.vars["objective " .. id] = true
    game.log("objective met: " .. id)
  end
end

--- Ends the quest: `winner` "heroes" (primary objective met) or "foes".
function coop.finish(game, winner, reason)
  coop.lose_flasks(game)
  local q = quest(game)
  local report = {
    difficulty = game.vars.difficulty,
    rounds = game.vars.round,
    won = winner == "heroes",
    secondary = {},
    heroes_alive = #villains.heroes(game),
  }
  -- The heroic actions performed, in order: the campaign keeps them (Nightmare, ATC 11.3).
  local heroic = coop.list_of(game.side("heroes").heroic_done)
  if #heroic > 0 then report.heroic = heroic end
  if q and q.def.objectives then
    for _, o in ipairs(q.def.objectives.secondary or {}) do
      if game.vars["objective " .. o.id] then report.secondary[#report.secondary + 1] = o.id end
    end
  end
  if q then report.xp = require("arena.campaign").quest_xp(q.def, report) end
  game.finish({ winner = winner, reason = reason, report = report })
end

--- Victory and defeat: every hero dead loses; the quest card's `check` may end it; a boss fight
--- ends with the boss's death; a mission without a quest card ends when no foe is left.
function coop.check(game)
  if #villains.heroes(game) == 0 then coop.finish(game, "foes", "every hero is dead") end
  local r = coop.hook(game, "check")
  if r == "heroes" or r == "foes" then coop.finish(game, r, "quest") end
  if game.scenario.boss then
    local b = game.figure(game.scenario.boss)
    if b.dead then coop.finish(game, "heroes", "the boss is dead") end
  elseif not quest(game) then
    if #villains.foes(game) == 0 then coop.finish(game, "heroes", "no foe left") end
  end
end

function coop.play(game)
  if game.scenario.phase == "epic" then return require("arena.campaign").play(game) end
  coop.setup(game)
  game.push("coop_round")
end

-- Nobody sits at the foes: the players decide for them where a rule asks (golden rule).
-- Registered when the module loads (a match has no foes), not at set-up: a saved game
-- restored into a new script state runs no set-up again.
game.set_controller(function(side)
  if side == "foes" then return "heroes" end
  return nil
end)

return coop
