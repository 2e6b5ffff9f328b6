-- Arcadia Quest rules, first slice: setup from card data, the turn loop, hero activation
-- (movement point by point, one attack) and the attack pipeline with every event of
-- scripts/arcadia/ruleset.yaml. Monster reactions, spawn, tokens and quests come with the
-- scenario-play issue. All state lives in `game` (never in locals that outlive a call), so
-- replays reproduce a game exactly.

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, next, type, tostring, tonumber, error, math, table, require =
  ipairs, next, type, tostring, tonumber, error, math, table, require

local attack = require("arcadia.attack")
local monsters = require("arcadia.monsters")
local rewards = require("arcadia.rewards")
local quests = require("arcadia.quests")
local titles = require("arcadia.titles")
local seats = require("arcadia.seats")
local rulebook = require("arcadia.rulebook")

local rules = {}

-- The moments an effect may last until (game.effect's `until`) and the conditions it may last
-- `while`, in this ruleset's events: MODDING §3, "Effects that last".
game.moments({
  end_of_activation = { at = "activation_end", match = "figure", text = "the end of its activation" },
  end_of_next_activation = {
    after = "activation_start",
    at = "activation_end",
    match = "figure",
    text = "the end of its next activation",
  },
  start_of_next_activation = { at = "activation_start", match = "figure", text = "the start of its next activation" },
  end_of_turn = { at = "turn_end", text = "the end of the turn" },
})
game.conditions({
  wounded = { test = function(f) return type(f) == "table" and (f.wounds or 0) > 0 end, text = "wounded" },
})

local function is_guild(side) return side ~= "monsters" end

--- The guilds in seating order (seats.lua: dealt start areas, else the scenario's order).
local function guilds(game) return seats.shared(game) end

--- The scenario's `special_rules: [card ids]`: cards of kind `scenario_rule`
--- (cards/arcadia/scenario_rules/), given to the monsters side like the Quest Board so their
--- handlers see the game's events. Data flags the shared modules read: `box_cards` (killed
--- figures of these cards go to the box, monsters.killed), `no_respawn` (every killed monster
--- does), `one_quest_token` (a guild holds one quest token at a time) and `fixed_quest_tokens`
--- (quest tokens are never picked up; both rewards.may_collect).
--- A card's `setup(card, game)` runs last.
local function special_rules(game)
  local list = game.scenario.special_rules
  if list == nil then return end
  if type(list) ~= "table" then error("scenario `special_rules:` must be a list of scenario_rule card ids") end
  for i, id in ipairs(list) do
    local def = type(id) == "string" and game.def(id) or nil
    if def == nil or def.kind ~= "scenario_rule" then
      error("scenario `special_rules:` entry " .. i .. ": `" .. tostring(id) .. "` is not a scenario_rule card")
    end
    local c = game.give(id, "monsters")
    for _, k in ipairs(def.box_cards or {}) do
      game.vars["box " .. k] = true
    end
    if def.no_respawn then game.vars.no_respawn = true end
    if def.one_quest_token then game.vars.one_quest_token = true end
    if def.fixed_quest_tokens then game.vars.fixed_quest_tokens = true end
    if def.setup then def.setup(c, game) end
  end
end

--- Gives every figure its card (hero or monster) and the cards the scenario lists for it.
local function setup(game)
  for _, f in ipairs(game.figures()) do
    local id = f.card
    if id ~= nil then
      if game.def(id) == nil then error("figure " .. f.id .. " names unknown card `" .. id .. "`") end
      local c = game.give(id, f)
      local def = c.def
      f.life = def.life or 1
      f.defence = def.defence or 0
      f.wounds = 0
      if def.movement then f.movement = def.movement end
    end
    for _, extra in ipairs(game.scenario.cards_of(f.id)) do
      game.give(extra, f)
    end
    -- A guild's hero that starts beside the board (`at: off`) is placed by its player (step
    -- `place`, AQ p.10 step 11).
    if is_guild(f.side) and id ~= nil and game.def(id).kind == "hero" and f.at == nil then f.to_place = true end
  end
  rewards.setup(game)
  monsters.setup(game)
  attack.setup(game)
  quests.setup(game)
  special_rules(game)
  titles.setup(game)
  -- A figure the scenario keeps beside the board (`off_board: true`, e.g. a villain waiting to
  -- be summoned) leaves it once set up.
  for _, f in ipairs(game.figures({ on_board = true })) do
    local own = game.scenario.figure(f.id)
    if own and own.off_board == true then game.remove(f) end
  end
end

local function alive_heroes(game, side) return game.figures({ side = side, on_board = true }) end

-- A turn as steps -------------------------------------------------------------------------------
-- A guild's turn runs as a chain of steps, so that between any two the game is plain data:
-- `turn` (pick a hero or rest), `activation` (its start), `activation_end` (Extra Turn Potion,
-- Blessing), `reorganise` (each question of a rest) and `turn_end`. Each main question of a
-- turn (which hero, which action, each movement point, each card handed on a rest) is asked
-- as data with game.ask, so a game waiting on it is a checkpoint; the answer runs the `_pick`
-- step that goes on (`turn_pick`, `action_pick`, `move_pick`, `reorganise_pick`). What the
-- loops of one activation remember travels in arguments: `seat` (the guild's place in
-- guilds()), `hero`, `activated` (",id,id," of the heroes activated this turn), `moved`,
-- `attacked`, `stepped` (a movement point was spent), `card` (the instance id of the attack
-- card used), and for movement `left` and `spent`.

local function points(n) return n .. (n == 1 and " point" or " points") end

-- Every field the steps' arguments may have (above; `ctl` and `monster` a Payback's, `sig`
-- the turn's picture, `guarded_*` a guarded step's, the rest in OVER_KEYS below).
local ARG_KEYS = {
  seat = true,
  hero = true,
  activated = true,
  moved = true,
  attacked = true,
  stepped = true,
  card = true,
  left = true,
  spent = true,
  guarded_from = true,
  guarded_to = true,
  ctl = true,
  monster = true,
  sig = true,
  avenger = true,
  avenger_card = true,
  fight_orc = true,
  fight_band = true,
  fight_life = true,
  fight_defence = true,
}

--- The arguments of the next step: `args` with the fields of `changes` changed. Field by
--- field, not by `next` over `args` (most of the cost of a step's arguments was the calls to
--- `next`); a field of `changes` that is not in ARG_KEYS is an error, so none is dropped.
local function with(args, changes)
  local out = {
    seat = args.seat,
    hero = args.hero,
    activated = args.activated,
    moved = args.moved,
    attacked = args.attacked,
    stepped = args.stepped,
    card = args.card,
    left = args.left,
    spent = args.spent,
    guarded_from = args.guarded_from,
    guarded_to = args.guarded_to,
    ctl = args.ctl,
    monster = args.monster,
    sig = args.sig,
    avenger = args.avenger,
    avenger_card = args.avenger_card,
    fight_orc = args.fight_orc,
    fight_band = args.fight_band,
    fight_life = args.fight_life,
    fight_defence = args.fight_defence,
  }
  for k, v in next, changes do
    if not ARG_KEYS[k] then error("rules.lua: step argument `" .. tostring(k) .. "` is not in ARG_KEYS", 2) end
    out[k] = v
  end
  return out
end

--- `args` without the fields named in `keys` (a set), which a step added for the next one only.
local function without(args, keys)
  local out = with(args, {})
  for k in next, keys do
    out[k] = nil
  end
  return out
end

-- Where an activation goes next: the hero's next action, its next movement point, or the
-- end of the activation (a step of its own). The first two ask their question as data
-- (game.ask), which ends the step; the answer runs `action_pick` or `move_pick`.
local action, move_point, attack_over
local function go(game, name, a)
  if name == "action" then return action(game, a) end
  if name == "move_point" then return move_point(game, a) end
  return game.push("activation_end", a)
end

--- One movement point (AQ-MOVE): stop, or one step, door or portal; then the next point, or
--- back to the activation's actions with `stepped` set when the movement is over.
move_point = function(game, args)
  local hero = game.figure(args.hero)
  local left = args.left
  local options = {}
  -- A figure may pass through a Full space but never end its movement there (AQ-MOVE).
  if game.crowding(hero.at, hero) == "free" then
    options[1] = { key = "end move", label = "stop moving (" .. points(left) .. " left are lost)" }
  end
  -- A potion may be drunk at any moment of the turn but mid-attack (p.25), between two points too.
  for _, o in ipairs(rewards.use_options(game, hero)) do
    options[#options + 1] = o
  end
  -- A step out of this space provokes the Guard of every monster Close to it (AQ-GUARD-MOVE,
  -- p.19): the option says so, so no step walks into a Guard unannounced (issue 20, item 5).
  local guard = monsters.guards(game, hero, hero.at, { kind = "step" })
  local warn = ""
  if guard then
    local ids = {}
    for _, r in ipairs(guard.reactors) do
      ids[#ids + 1] = r.monster.id
    end
    warn = "\u{26A0} guard: " .. table.concat(ids, ", ") .. (#ids == 1 and " attacks" or " attack") .. " first"
  end
  -- Titles and scenario rules may forbid steps (red portals, locked doors) or add some.
  for _, s in ipairs(titles.steps(game, hero, game.steps(hero, left))) do
    if s.kind == "door" then
      options[#options + 1] = { key = "door " .. hero.id .. " " .. s.door, step = s }
    else
      local key = "move " .. hero.id .. " " .. s.to
      options[#options + 1] = { key = key, step = s, label = s.kind == "step" and warn ~= "" and warn or nil }
    end
  end
  return game.ask({
    side = hero.side,
    rule = rulebook.move,
    prompt = hero.id .. " moves (" .. points(left) .. ")",
    options = options,
  }, "move_pick", args)
end

--- The movement point picked (a step of its own, after move_point's question). A step out of a
--- space Close to monsters opens a reaction window for their Guard (AQ-GUARD-MOVE, p.19): the
--- kernel runs each monster's attack as step `monster_reacts`, in the order the controlling player
--- picks, and the step goes on afterwards as step `move_on`, unless the hero died.
local step_on
local function move_pick(game, args, pick)
  local hero = game.figure(args.hero)
  local function over() return go(game, "action", with(args, { stepped = args.spent, left = false, spent = false })) end
  if pick.use then
    rewards.use(game, hero, pick.use)
    return go(game, "move_point", args) -- a free use: the same point is still to move
  end
  if pick.step == nil then return over() end
  local s = pick.step
  local from = hero.at
  local e = game.emit("move_step", {
    figure = hero,
    from = from,
    to = s.to,
    kind = s.kind,
    detail = hero.id .. " " .. s.kind .. " " .. (s.door or s.to),
  })
  if e.cancelled then return over() end
  if not hero.on_board then return over() end
  local guards = s.kind ~= "door" and monsters.guards(game, hero, from, s)
  if guards then
    game.reactions(guards, "monster_reacts", { hero = hero.id, ctl = guards.side })
    return game.push("move_on", with(args, { guarded_from = from, guarded_to = s.to }))
  end
  return step_on(game, args, s, from)
end

--- The step guarded by monsters, after their reactions (a step of its own).
local function move_on(game, args)
  local rest = without(args, { guarded_from = true, guarded_to = true })
  return step_on(game, rest, { kind = "step", to = args.guarded_to }, args.guarded_from)
end

--- The rest of a movement point: step `s` from `from` carried out (its Guard, if any, is over).
step_on = function(game, args, s, from)
  local hero = game.figure(args.hero)
  -- Back to the actions: `stepped` is whether a movement point was spent.
  local function over(stepped) return go(game, "action", with(args, { stepped = stepped, left = false, spent = false })) end
  if not hero.on_board then return over(args.spent) end
  if s.kind == "door" then
    local open = game.flip_door(from, s.door)
    game.emit("door_flipped", { figure = hero, a = from, b = s.door, open = open })
  else
    game.move(hero, s.to)
    if s.kind == "portal" then game.emit("portal_used", { figure = hero, from = from, to = s.to }) end
    titles.entered(game, hero)
  end
  game.emit("moved", { figure = hero, from = from, to = hero.at, kind = s.kind })
  if s.kind ~= "door" then attack.entered(game, hero) end
  if s.kind ~= "door" and hero.on_board then rewards.arrived(game, hero) end
  quests.check(game)
  if not hero.on_board then return over(true) end -- a trap it collected killed it
  if args.left - 1 > 0 then return go(game, "move_point", with(args, { left = args.left - 1, spent = true })) end
  return over(true)
end

--- One choice of the active hero: move (its whole movement), attack, or end the activation.
action = function(game, args)
  local hero = game.figure(args.hero)
  if not hero.on_board then return go(game, "activation_end", args) end
  local drinks = rewards.use_options(game, hero)
  -- Moved and attacked: the activation ends, unless a potion may still be drunk (p.25).
  if args.moved and args.attacked and #drinks == 0 then return go(game, "activation_end", args) end
  local options = {}
  if not args.moved then
    options[#options + 1] = { key = "move " .. hero.id, label = "move " .. hero.id .. " (all at once)" }
  end
  if not args.attacked then
    for _, o in ipairs(attack.options(game, hero)) do
      options[#options + 1] = o
    end
  end
  for _, o in ipairs(drinks) do
    options[#options + 1] = o
  end
  options[#options + 1] = { key = "end " .. hero.id, label = "end " .. hero.id .. "'s activation" }
  return game.ask({
    side = hero.side,
    rule = rulebook.activation,
    prompt = hero.id .. " is active",
    options = options,
  }, "action_pick", args)
end

--- The action picked (a step of its own, after action's question).
local function action_pick(game, args, pick)
  local hero = game.figure(args.hero)
  if pick.use then
    rewards.use(game, hero, pick.use)
    return go(game, "action", args)
  end
  if pick.key == "move " .. hero.id then
    local left = math.max(0, (hero.movement or 3) + game.modifier(hero, "movement"))
    local next = with(args, { moved = true, left = left, spent = false })
    if left > 0 then return go(game, "move_point", next) end
    return go(game, "action", with(next, { stepped = false, left = false }))
  elseif pick.attack then
    local a = pick.attack
    local window, avenger, was, result
    -- One action: the attack; effects cards defer during it (game.defer) happen when it is
    -- over. The monsters' reactions it provokes follow as a reaction window of their own
    -- (a monster that pays back is activated, p.20), then `attack_over`.
    game.action(function()
      was = titles.fight_start(game, hero, a.target) -- Bloodstone Breaker (titles.lua)
      result = attack.perform(game, hero, a.card, a.target, a.kind)
      if result then
        window, avenger = monsters.after_attack(game, hero, result)
      end
    end)
    local over = with(args, { attacked = true, card = a.card.id })
    if avenger then
      over.avenger = avenger.id
      over.avenger_card = result.card and result.card.id or false
    end
    if was then
      over.fight_orc, over.fight_band, over.fight_life, over.fight_defence = was.orc, was.band, was.life, was.defence
    end
    if window then
      game.reactions(window, "monster_reacts", { hero = hero.id, ctl = window.side })
      return game.push("attack_over", over)
    end
    return attack_over(game, over)
  end
  return go(game, "activation_end", args)
end

local OVER_KEYS =
  { avenger = true, avenger_card = true, fight_orc = true, fight_band = true, fight_life = true, fight_defence = true }

--- The end of a hero's attack, once the reactions it provoked are over (a step of its own
--- when there were some): the avenger dies if it must, an Orc fought with its weaker card has
--- its own back, tokens left behind are picked up, and the activation goes on.
attack_over = function(game, args)
  local hero = game.figure(args.hero)
  if args.avenger then
    local card = args.avenger_card and game.card(args.avenger_card) or nil
    monsters.finish_dying(game, game.figure(args.avenger), hero, card)
  end
  if args.fight_orc then
    titles.fight_end(
      game,
      { orc = args.fight_orc, band = args.fight_band, life = args.fight_life, defence = args.fight_defence }
    )
  end
  rewards.arrived(game, hero) -- a killed enemy may leave tokens, or its space, behind
  return go(game, "action", without(args, OVER_KEYS))
end

--- One monster's reaction in a window (Guard on a move or after an attack, Payback): a Guard
--- is an attack; a Payback starts with the monster's movement, asked point by point.
local payback_point
local function monster_reacts(game, args, pick)
  local m, hero = pick.monster, game.figure(args.hero)
  if not m.on_board then return end
  if pick.kind == "guard" then return monsters.guard(game, hero, m) end
  local left = monsters.payback_start(game, m, hero)
  return payback_point(game, { hero = args.hero, ctl = args.ctl, monster = m.id, left = left })
end

--- Whether a window of monsters' reactions still holds: the hero is still on the board.
local function guard_holds(game, args) return game.figure(args.hero).on_board end

--- One point of a Payback (p.22), asked as data; answered by `payback_pick`.
payback_point = function(game, args)
  local q = monsters.payback_question(game, game.figure(args.monster), game.figure(args.hero), args.ctl, args.left)
  if q then return game.ask(q, "payback_pick", args) end
end

--- The Payback's point picked, then the next (a step of its own).
local function payback_pick(game, args, pick)
  if monsters.payback_pick(game, game.figure(args.monster), game.figure(args.hero), pick) then
    return payback_point(game, with(args, { left = args.left - 1 }))
  end
end

--- The start of an activation (AQ p.14).
local function activation(game, args)
  local hero = game.figure(args.hero)
  game.emit("activation_start", { side = hero.side, figure = hero, detail = hero.id })
  rewards.arrived(game, hero) -- it may already stand on a token (AQ p.25)
  return go(game, "action", with(args, { moved = false, attacked = false, stepped = false, card = false }))
end

--- Hobsbawm's Blessing (hero flag `blessing_activates_ally`): after an activation in which he
--- attacked with a Magic card and spent no movement point, his player may activate at once one
--- ally he sees that has not been activated this turn (rulebook p.14 note). Returns it or nil.
local function blessing(game, hero, done, activated)
  local hd = hero.card and game.def(hero.card)
  if not (hd and hd.blessing_activates_ally) or not hero.on_board then return nil end
  if done.stepped or done.card == nil or done.card.def.group ~= "magic" then return nil end
  local options = { { key = "end turn", label = "no Blessing: end the turn" } }
  for _, a in ipairs(alive_heroes(game, hero.side)) do
    if not activated[a.id] and game.los(hero.at, a.at, hero) then
      options[#options + 1] = { key = "activate " .. a.id, label = "Blessing: activate " .. a.id .. " now", hero = a }
    end
  end
  if #options == 1 then return nil end
  return game.choose({
    side = hero.side,
    rule = rulebook.hobsbawm_blessing,
    prompt = hero.id .. "'s Blessing: activate an ally?",
    options = options,
  }).hero
end

--- The end of an activation: the same hero again (Extra Turn Potion, AQ p.25), else maybe an
--- ally Blessed, else the end of the turn.
local function activation_end(game, args)
  local hero = game.figure(args.hero)
  game.emit("activation_end", { side = hero.side, figure = hero, detail = hero.id })
  local activated = {}
  for id in args.activated:gmatch("[^,]+") do
    activated[id] = true
  end
  local done = { stepped = args.stepped, card = args.card and game.card(args.card) or nil }
  local next = rewards.extra_activation(game, hero) or blessing(game, hero, done, activated)
  if next == nil then return game.push("turn_end", { seat = args.seat }) end
  local list = args.activated
  if not activated[next.id] then list = list .. next.id .. "," end
  game.push("activation", { seat = args.seat, hero = next.id, activated = list })
end

--- Hashes of what guild `a`'s (and `b`'s) turn may change: every figure's place and wounds,
--- the cards the guild's heroes hold and how many are exhausted, its coins and quests (a
--- number each, so that the log stays short; game.picture builds and hashes the text in the
--- kernel, as this function once did in Lua at every turn's end of every lookahead).
local function pictures(game, a, b)
  local function one(side)
    return game.picture({
      prefix = tostring(game.side(side).coins or 0) .. "," .. tostring(quests.count(game, side)),
      side = side,
      figure_var = "wounds",
      card_var = "exhausted",
    })
  end
  if b == nil then return one(a) end
  return one(a), one(b)
end

--- The start of a guild's turn: a hero to activate, or a rest.
local function turn(game, args)
  local side = guilds(game)[args.seat]
  game.vars.turn = game.vars.turn + 1
  game.vars.active = side
  -- note_idle compares at the turn's end; the turn before pictured this one as it ended.
  game.vars["idle sig " .. side] = args.sig or pictures(game, side)
  -- A guild whose heroes are all dead still takes its turn: it rests to resurrect them.
  local options = {}
  for _, h in ipairs(alive_heroes(game, side)) do
    options[#options + 1] = { key = "activate " .. h.id, hero = h }
  end
  options[#options + 1] = { key = "rest", label = "rest the " .. side .. " guild" }
  return game.ask({
    side = side,
    rule = rulebook.guild_turn,
    prompt = "turn " .. game.vars.turn .. ": " .. side .. " to play",
    options = options,
  }, "turn_pick", args)
end

--- The hero picked to activate, or the rest (a step of its own, after turn's question).
local function turn_pick(game, args, pick)
  local side = guilds(game)[args.seat]
  local hero = pick.hero
  if hero == nil then
    rewards.rest_start(game, side)
    return game.push("reorganise", { seat = args.seat, moved = "," })
  end
  game.push("activation", { seat = args.seat, hero = hero.id, activated = "," .. hero.id .. "," })
end

--- `moved` as step data: ",id,id," of the card instances moved this rest, an id once per move.
local function moves_of(text)
  local moved = {}
  for id in text:gmatch("%d+") do
    local n = tonumber(id)
    moved[n] = (moved[n] or 0) + 1
  end
  return moved
end

--- One question of a rest's reorganisation (AQ p.18), or the end of the turn when there is
--- nothing to ask. `moved`: ",id,id," of the card instances moved this rest (moves_of).
local function reorganise(game, args)
  local side = guilds(game)[args.seat]
  local moved = moves_of(args.moved)
  local spec = rewards.reorganise_options(game, side, moved)
  if spec == nil then return game.push("turn_end", { seat = args.seat }) end
  return game.ask(spec, "reorganise_pick", args)
end

--- The reorganisation's answer carried out, then the next question (a step of its own).
local function reorganise_pick(game, args, pick)
  local moved = moves_of(args.moved)
  if not rewards.reorganise_pick(game, pick, moved) then return game.push("turn_end", { seat = args.seat }) end
  local ids = {}
  for id, n in next, moved do
    for _ = 1, n do
      ids[#ids + 1] = id
    end
  end
  table.sort(ids)
  return reorganise(game, with(args, { moved = "," .. table.concat(ids, ",") .. "," }))
end

--- For the bots (ai.lua's `lookahead`), game variable `idle GUILD`: how many of its turns in a
--- row guild `side` ended with nothing changed by the turn (unset: none), what the other
--- guilds did in between aside. `idle sig GUILD` holds the picture taken as its turn began,
--- `now` the one as it ends.
local function note_idle(game, side, now)
  local vars = game.vars
  local count = vars["idle " .. side] or 0
  local n = vars["idle sig " .. side] == now and count + 1 or 0
  if n ~= count then vars["idle " .. side] = n > 0 and n or nil end
end

--- The end of a guild's turn, then the next guild's (clockwise), unless the turn limit ends
--- the game.
local function turn_end(game, args)
  local order = guilds(game)
  local side = order[args.seat]
  game.emit("turn_end", { side = side, detail = side })
  monsters.end_of_turn(game, side)
  quests.check(game)
  local seat = args.seat % #order + 1
  -- Nothing changes the picture between here and the next guild's turn step.
  local now, upcoming = pictures(game, side, order[seat])
  note_idle(game, side, now)
  local limit = game.scenario.turn_limit or 200
  if game.vars.turn >= limit then quests.finish(game, "none", "capped") end
  game.push("turn", { seat = seat, sig = upcoming })
end

--- Index in `order` of the guild that plays first (rulebook p.14). Scenario keys:
--- `first_player: GUILD` names it; `last_winner: GUILD` (a campaign's previous scenario) makes
--- the guild to its left start, that is the next one in seating order; `first_player: random`
--- (the first scenario of a campaign) draws it with a seeded roll-off. Without either key the
--- first guild listed starts.
local function first_player(game, order)
  local key, last = game.scenario.first_player, game.scenario.last_winner
  local function index_of(side, what)
    for i, s in ipairs(order) do
      if s == side then return i end
    end
    error("scenario `" .. what .. ": " .. tostring(side) .. "` is not a guild of this scenario")
  end
  if key ~= nil and key ~= "random" then return index_of(key, "first_player") end
  if last ~= nil then return index_of(last, "last_winner") % #order + 1 end
  if key ~= "random" or #order < 2 then return 1 end
  -- Roll-off: every guild still in it rolls one attack die, the best face wins, ties roll
  -- again. Identical dice make every guild equally likely, and tests can rig the roll.
  local rank = { melee = 1, ranged = 2 }
  local left = {}
  for i = 1, #order do
    left[i] = i
  end
  while #left > 1 do
    local r = game.roll({ die = "attack", n = #left, explode = false, rerollable = false })
    local best, keep = -1, {}
    for j, d in ipairs(r:dice()) do
      local v = d.face:find("crit", 1, true) and 3 or (rank[d.face] or 0)
      if v > best then
        best, keep = v, { left[j] }
      elseif v == best then
        keep[#keep + 1] = left[j]
      end
    end
    left = keep
  end
  return left[1]
end

--- The first player, then the first turn.
local function begin(game)
  local order = guilds(game)
  local i = first_player(game, order)
  game.vars.first_player = order[i]
  game.vars.turn = 0
  game.push("turn", { seat = i })
end

--- Set-up step 11 (AQ p.10): "Each player then places his Hero figures in any of the indicated
--- spaces of his starting area, in any way he chooses (up to two figures may occupy the same
--- Space)". One question per hero that starts beside the board, guilds in seating order, each
--- guild's heroes in scenario order; then the game begins.
local function place(game, args)
  for _, side in ipairs(guilds(game)) do
    for _, f in ipairs(game.figures({ side = side, on_board = false })) do
      if f.to_place then
        local options = {}
        for _, s in ipairs(seats.start_area(game, side)) do
          if #game.figures({ at = s }) < 2 then
            options[#options + 1] = { key = "place " .. f.id .. " " .. s, hero = f.id, at = s }
          end
        end
        if #options == 0 then
          error(
            f.id
              .. " starts beside the board (`at: off`) but the start area of "
              .. side
              .. " has no space with room (scenario `start_areas:`)"
          )
        end
        return game.ask({
          side = side,
          rule = rulebook.setup_start_areas,
          prompt = "set-up: place " .. f.id .. " in the " .. side .. " start area",
          options = options,
        }, "place_pick", args)
      end
    end
  end
  return begin(game)
end

local function place_pick(game, args, pick)
  local f = game.figure(pick.hero)
  game.place(f, pick.at)
  f.to_place = nil
  f.start_at = pick.at
  game.push("place", args)
end

--- The whole game: setup, then turns clockwise (seating order of the guilds) from the first
--- player until a guild wins its quests (quests.check ends the game) or the scenario's turn
--- limit (`turn_limit`, default 200, a safety cap) ends it as `capped`. Each turn is a step of
--- its own (`steps.turn`), so between two turns the game is plain data.
function rules.play(game)
  -- Between scenarios the campaign runs as a small game of its own (scripts/arcadia/campaign.lua).
  if game.scenario.phase ~= nil then return require("arcadia.campaign").play(game) end
  seats.draw(game)
  setup(game)
  game.push("place", {})
end

--- Read-only query: the status panel and the board's marks as `side` may see them
--- (scripts/arcadia/status.lua).
function rules.status(game, side)
  if game.scenario.phase ~= nil then return nil end
  return require("arcadia.status").of(game, side)
end

--- Read-only query: the end-of-game summary lines (the REPL prints them when the game is over).
--- Read-only, for the REPL's `give` (dev mode): why card `card` may not be given to figure
--- `figure` (ids) under the inventory rules, or nil.
function rules.may_give(game, figure, card) return rewards.refuse_give(game, game.figure(figure), card) end

function rules.summary(game)
  if game.scenario.phase ~= nil then return nil end
  return quests.summary(game)
end

--- Read-only query: what is wrong with the ruleset's card data (a list of texts), checked by
--- `skirmish test` before the card tests (repl/src/content.rs).
function rules.content_problems(game) return require("arcadia.monsters").content_problems(game) end

-- Read-only queries for bots and fuzzing (scripts/arcadia/ai.lua).
local ai = require("arcadia.ai")
rules.invariants, rules.evaluate, rules.suggest, rules.lookahead = ai.invariants, ai.evaluate, ai.suggest, ai.lookahead
rules.evaluate_sides = ai.evaluate_sides

rules.steps = {
  place = place,
  place_pick = place_pick,
  turn = turn,
  turn_pick = turn_pick,
  activation = activation,
  action_pick = action_pick,
  move_pick = move_pick,
  monster_reacts = monster_reacts,
  guard_holds = guard_holds,
  payback_pick = payback_pick,
  attack_over = attack_over,
  move_on = move_on,
  activation_end = activation_end,
  reorganise = reorganise,
  reorganise_pick = reorganise_pick,
  turn_end = turn_end,
}

return rules
