-- The attack pipeline (rulebook p.15-17): choose an unexhausted attack card, confirm targets,
-- exhaust, build pools, roll, reroll, count, wound, kill. Each step raises its event so cards
-- can change it.

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, tostring, tonumber, error, pcall, math, string, table, require =
  ipairs, pairs, tostring, tonumber, error, pcall, math, string, table, require

local rewards = require("arcadia.rewards")
local monsters = require("arcadia.monsters")
local quests = require("arcadia.quests")
local rulebook = require("arcadia.rulebook")

local attack = {}

--- Every legal `attack HERO CARD TARGET` option for a hero. A card under a death curse cannot
--- be used. Jøhan's Throwing Swords (hero flag `swords_as_ranged`): a Sword card also reaches
--- an enemy in line of sight that is not Close, as a Ranged attack (`kind`) that still counts
--- melee hits.
function attack.options(game, hero)
  local out = {}
  local hd = hero.card and game.def(hero.card)
  local throws = hd ~= nil and hd.swords_as_ranged == true
  -- Building the options changes nothing, so the hero's space and the enemies on the board
  -- (with their spaces) are read once, when the first usable attack card needs them.
  local at, enemies = nil, nil
  -- Two ready copies of one card attack alike: the first stands for both (one key each).
  local offered = {}
  for _, c in ipairs(hero:cards()) do
    local a = c.def.attack
    if a and not c.exhausted and not offered[c.card] and not rewards.covered(game, c) then
      offered[c.card] = true
      local thrown = throws and a.type == "melee" and c.def.group == "sword"
      if enemies == nil then
        at, enemies = hero.at, {}
        local side = hero.side
        for _, t in ipairs(game.figures({ on_board = true })) do
          if t.side ~= side then enemies[#enemies + 1] = { f = t, at = t.at } end
        end
      end
      for _, e in ipairs(enemies) do
        local t, ok, kind = e.f, nil, nil
        if a.type == "melee" then
          ok = game.close(at, e.at)
          if not ok and thrown and game.los(at, e.at, hero) then
            ok, kind = true, "ranged"
          end
        else
          ok = game.los(at, e.at, hero)
        end
        if ok and game.vars["quests restrict attacks"] then ok = quests.may_attack(game, hero, t) end
        if ok then
          out[#out + 1] = {
            key = "attack " .. hero.id .. " " .. c.card .. " " .. t.id,
            attack = { card = c, target = t, kind = kind },
          }
        end
      end
    end
  end
  return out
end

--- Extra defence dice from every card a figure holds, exhausted or not (AQ p.16).
local function defence_of(game, f)
  local n = f.defence or 0
  for _, c in ipairs(f:cards()) do
    if not rewards.covered(game, c) then n = n + (c.def.extra_defence or 0) end
  end
  return math.max(0, n + game.modifier(f, "defence"))
end

--- The reroll pool of a figure: reroll icons on all its cards, exhausted or not.
local function reroll_pool(game, f)
  local n = 0
  for _, c in ipairs(f:cards()) do
    if not rewards.covered(game, c) then n = n + (monsters.band(c).reroll or 0) end
  end
  return n
end

--- Lets `who` spend rerolls on `roll`, die by die (AQ-DICE).
local function offer_rerolls(game, who, roll, what)
  local pool = reroll_pool(game, who)
  if #roll:dice() == 0 then return end -- nothing to reroll (no defence dice)
  while pool > 0 do
    local options = { { key = "keep", label = "keep the " .. what .. " roll" } }
    for i, d in ipairs(roll:dice()) do
      options[#options + 1] = { key = "reroll " .. i, label = "reroll die " .. i .. " (" .. d.face .. ")", die = i }
    end
    local pick = game.choose({
      side = monsters.chooser(game, who),
      rule = rulebook.rerolls,
      prompt = who.id .. " may reroll " .. what .. " dice (" .. pool .. " left)",
      options = options,
    })
    if not pick.die then return end
    roll:reroll(pick.die)
    pool = pool - 1
  end
end

-- Declared extras (rulebook p.26-28) ---------------------------------------------------------
-- A Boost card (`boost = {...}`) or a card with an optional attack effect (`declare = {...}`:
-- a Permanent card, a hero's ability) is declared after the targets and before any die is
-- rolled. Both tables take `type` (melee|ranged) and `group` (the attack card's group) filters,
-- `attack_dice` (extra dice), and `cost = {exhaust_hero = true, wounds = N}`. A used Boost card
-- is exhausted with the attack; a Permanent card never is. Scripted effects find their card in
-- the `declared` list of the attack's events (attack.declared(e, self)).

local function hero_card(hero)
  for _, c in ipairs(hero:cards()) do
    if c.card == hero.card then return c end
  end
  return nil
end

--- Whether `c` can be declared by `hero` for an attack with `card`, costs included: an exhausted
--- Hero card cannot pay `exhaust_hero`, and self-sacrifice may never kill its user (p.27).
local function can_declare(game, hero, c, card, kind)
  local d = c.def.boost or c.def.declare
  if d == nil or c == card or rewards.covered(game, c) then return false end
  if c.def.boost and c.exhausted then return false end
  if d.type and d.type ~= kind then return false end
  if d.group and d.group ~= card.def.group then return false end
  local cost = d.cost or {}
  if cost.exhaust_hero then
    local hc = hero_card(hero)
    if hc == nil or hc.exhausted then return false end
  end
  if cost.wounds and (hero.wounds or 0) + cost.wounds >= (hero.life or 1) then return false end
  return true
end

--- Offers `hero` its Boost cards and declarable effects one by one until it rolls; pays their
--- costs; returns {cards = list, attack_dice = extra dice}. `kind` is the attack's type.
function attack.declare(game, hero, card, kind)
  local used = { cards = {}, attack_dice = 0 }
  if hero.side == "monsters" then return used end
  local function taken(c)
    for _, u in ipairs(used.cards) do
      if u == c then return true end
    end
    return false
  end
  while true do
    local options, seen = { { key = "roll", label = "roll the dice" } }, {}
    for _, c in ipairs(hero:cards()) do
      if
        not taken(c)
        and not seen[c.card]
        and can_declare(game, hero, c, card, kind or (card.def.attack or {}).type)
      then
        seen[c.card] = true
        local verb = c.def.boost and "boost " or "use "
        options[#options + 1] = { key = verb .. c.card, card = c }
      end
    end
    if #options == 1 then return used end
    local pick = game.choose({
      side = hero.side,
      rule = rulebook.attack_declaration,
      prompt = hero.id .. " may add boosts and effects before rolling",
      options = options,
    })
    if pick.card == nil then return used end
    local c = pick.card
    local d = c.def.boost or c.def.declare
    local cost = d.cost or {}
    if c.def.boost then c.exhausted = true end
    if cost.exhaust_hero then hero_card(hero).exhausted = true end
    if cost.wounds then
      hero.wounds = (hero.wounds or 0) + cost.wounds
      game.log(hero.id .. " suffers " .. cost.wounds .. " wound(s) for " .. c.card)
    end
    used.cards[#used.cards + 1] = c
    used.attack_dice = used.attack_dice + (d.attack_dice or 0)
  end
end

--- Whether card `c` was declared for the attack whose event payload is `e`.
function attack.declared(e, c)
  for _, u in ipairs(e.declared or {}) do
    if u == c then return true end
  end
  return false
end

-- Bombs (rulebook p.27) ----------------------------------------------------------------------
-- A bomb attack card (`bomb = true`) that rolls any hit lays its guild's minefield token on the
-- target's space and every space Close to it: game variable `mine SPACE GUILD` = the card id.
-- An enemy hero moving into the space sets off every enemy token there at once.

local function neighbours(at)
  local col, row = at:match("^(%a)(%d+)$")
  if col == nil then return {} end
  local c, r = col:byte(), tonumber(row)
  local out = {}
  for _, d in ipairs({ { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } }) do
    local cc, rr = c + d[1], r + d[2]
    if cc >= 97 and cc <= 122 and rr >= 1 then out[#out + 1] = string.char(cc) .. rr end
  end
  return out
end

--- Lays `side`'s minefield of bomb `card` around space `at`.
function attack.mine(game, side, card, at)
  local spaces = { at }
  for _, n in ipairs(neighbours(at)) do
    local ok, close = pcall(game.close, at, n)
    if ok and close then spaces[#spaces + 1] = n end
  end
  for _, s in ipairs(spaces) do
    game.vars["mine " .. s .. " " .. side] = card.card
  end
  game.log(side .. " minefield on " .. table.concat(spaces, " "))
end

--- Setup: a guild may hold a single Bomb card at a time (p.27).
function attack.setup(game)
  local bombs = {}
  for _, f in ipairs(game.figures()) do
    for _, c in ipairs(f:cards()) do
      if c.def.bomb then
        if bombs[f.side] then
          error(
            "guild "
              .. f.side
              .. " holds two Bomb cards ("
              .. bombs[f.side]
              .. ", "
              .. c.card
              .. "); a guild may hold only one"
          )
        end
        bombs[f.side] = c.card
      end
    end
  end
  -- Scenario key `mines: {SPACE: {GUILD: BOMB_CARD}}`: minefield tokens already on the map.
  for at, m in pairs(game.scenario.mines or {}) do
    for side, id in pairs(m) do
      local d = game.def(id)
      if d == nil or not d.bomb then
        error("scenario mines: `" .. tostring(id) .. "` on " .. at .. " is not a bomb card")
      end
      game.vars["mine " .. at .. " " .. side] = id
    end
  end
end

--- `hero` moved into its space: enemy minefield tokens there explode together, one attack with
--- every bomb's dice and no abilities or rerolls for either side (p.27); the hero rolls its
--- defence dice. A kill is credited to every guild whose token exploded.
function attack.entered(game, hero)
  if hero.side == "monsters" or not hero.on_board then return end
  local at, sides, dice, kind = hero.at, {}, 0, "ranged"
  -- Seat order from the moving hero's guild: the order ties between credited guilds resolve.
  local seats, order = quests.guilds(game), {}
  local first = 1
  for i, s in ipairs(seats) do
    if s == hero.side then first = i end
  end
  for k = 0, #seats - 1 do
    order[#order + 1] = seats[(first + k - 1) % #seats + 1]
  end
  for _, s in ipairs(order) do
    local key = "mine " .. at .. " " .. s
    local id = game.vars[key]
    if id and s ~= hero.side then
      game.vars[key] = nil
      local a = game.def(id).attack
      sides[#sides + 1] = s
      dice = dice + a.dice
      kind = a.type
    end
  end
  if #sides == 0 then return end
  game.log("minefield of " .. table.concat(sides, ", ") .. " explodes on " .. hero.id)
  local att = game.roll({ die = "attack", n = dice, rerollable = false })
  local n = defence_of(game, hero)
  if hero.dazed then n = 0 end
  -- p.27: "any Abilities or Rerolls don't apply to this attack": neither side rerolls.
  local def = game.roll({ die = "defence", n = n, rerollable = false })
  local wounds = math.max(0, att:count(kind) - def:count("shield"))
  if wounds == 0 then return end
  hero.wounds = (hero.wounds or 0) + wounds
  game.emit("wounds_dealt", { target = hero, wounds = wounds, credit = sides, detail = hero.id .. " " .. wounds })
  -- Credit goes to the guilds, not a figure: the victim's tokens all drop on its space.
  if hero.on_board and hero.wounds >= (hero.life or 1) then rewards.kill(game, hero, sides, nil) end
  if (game.vars.resolving or 0) == 0 then quests.check(game) end
end

--- Performs one attack; returns {card, targets, killed, dying, at} (nil when it was cancelled) so
--- the rules can run the reactions that follow an attack: `dying` are monsters at their life but
--- not Overkilled, still on the board until monsters.after_attack; `at` the targets' spaces.
--- `kind` overrides the card's attack type (a thrown sword is Ranged); hits still count the
--- card's own type.
function attack.perform(game, hero, card, target, kind)
  local a = monsters.band(card).attack
  kind = kind or a.type
  local declared = game.emit(
    "attack_declared",
    { attacker = hero, card = card, kind = kind, detail = hero.id .. " " .. card.card .. " " .. target.id }
  )
  if declared.cancelled then return nil end
  if card.def.kind ~= "monster" then card.exhausted = true end -- monsters never exhaust (p.20)
  -- Quests fulfilled during the attack win only once all its targets are resolved.
  game.vars.resolving = (game.vars.resolving or 0) + 1
  local targets = game.emit("targets_confirmed", { attacker = hero, card = card, targets = { target } }).targets
  local used = attack.declare(game, hero, card, kind)
  -- The number of dice is set by the primary target only (rulebook p.17).
  local pools = game.emit("dice_pools_built", {
    attacker = hero,
    card = card,
    target = target,
    attack_dice = a.dice + used.attack_dice,
    defence_dice = defence_of(game, target),
    declared = used.cards,
  })
  -- Handlers of one event run in an order their controllers may pick, and each must work in
  -- every order (Seth's Piercing Magic sets 0 before or after Brittle Bones takes one away):
  -- a pool never goes below 0.
  pools.attack_dice = math.max(0, pools.attack_dice)
  pools.defence_dice = math.max(0, pools.defence_dice)
  local success = a.type == "melee" and "melee" or "ranged"
  local att = game.roll({ die = "attack", n = pools.attack_dice })
  local defences = {}
  local function defend(i)
    local t = targets[i]
    local n = pools.defence_dice
    if i > 1 then
      -- p.17: the primary target alone sets how many attack dice are rolled, but each target
      -- defends with its own modifiers (abilities, cards, curses): the pool event again, for
      -- this target (`secondary`); its attack dice are not rolled again, so any change to them
      -- is ignored.
      local own = game.emit("dice_pools_built", {
        attacker = hero,
        card = card,
        target = t,
        attack_dice = pools.attack_dice,
        defence_dice = defence_of(game, t),
        declared = used.cards,
        secondary = true,
        detail = t.id,
      })
      n = math.max(0, own.defence_dice)
    end
    if t.dazed then n = 0 end -- a dazed figure rolls no defence (AQ-DICE)
    defences[i] = game.roll({ die = "defence", n = n })
    return defences[i]
  end
  -- Each target's defence roll is final (its rerolls done): effects of a defender's own dice.
  local function defended(i)
    game.emit("defence_done", {
      attacker = hero,
      card = card,
      target = targets[i],
      defence = defences[i],
      secondary = i > 1,
      declared = used.cards,
      detail = targets[i].id,
    })
  end
  defend(1)
  game.emit(
    "dice_rolled",
    { attacker = hero, card = card, targets = targets, attack = att, defence = defences[1], declared = used.cards }
  )
  offer_rerolls(game, hero, att, "attack")
  offer_rerolls(game, target, defences[1], "defence")
  game.emit(
    "rerolls_done",
    { attacker = hero, card = card, targets = targets, attack = att, defence = defences[1], declared = used.cards }
  )
  defended(1)
  -- Targets added after the roll (a CRIT effect) defend against the same single attack roll.
  for i = 2, #targets do
    if defences[i] == nil then
      offer_rerolls(game, targets[i], defend(i), "defence")
      defended(i)
    end
  end
  local results = game.emit("results_computed", {
    attacker = hero,
    card = card,
    targets = targets,
    hits = att:count(success),
    saves = defences[1]:count("shield"),
    crits = att:count("crit"),
    declared = used.cards,
  })
  if card.def.bomb and results.hits > 0 then attack.mine(game, hero.side, card, target.at) end
  local killed, dying, at = {}, {}, {}
  for i, t in ipairs(targets) do
    at[i] = t.at
  end
  for i, t in ipairs(targets) do
    local saves = (i == 1) and results.saves or defences[i]:count("shield")
    local wounds = math.max(0, results.hits - saves)
    -- What a player at the table says (the player's log, issue 20): "2 hits - 1 save = 1 wound".
    local total = (t.wounds or 0) + (t.on_board and wounds or 0)
    game.log(
      hero.id
        .. " attacks "
        .. t.id
        .. " with "
        .. card.card
        .. ": "
        .. results.hits
        .. " hit"
        .. (results.hits == 1 and "" or "s")
        .. " - "
        .. saves
        .. " save"
        .. (saves == 1 and "" or "s")
        .. " = "
        .. wounds
        .. " wound"
        .. (wounds == 1 and "" or "s")
        .. " ("
        .. t.id
        .. " wounds "
        .. total
        .. "/"
        .. (t.life or 1)
        .. (total >= (t.life or 1) and ", down" or "")
        .. ")"
    )
    if wounds > 0 and t.on_board then
      t.wounds = (t.wounds or 0) + wounds
      monsters.wounded(game, t, hero)
      game.emit("wounds_dealt", {
        attacker = hero,
        target = t,
        card = card,
        wounds = wounds,
        declared = used.cards,
        detail = t.id .. " " .. wounds,
      })
      if t.on_board and t.wounds >= (t.life or 1) then
        if monsters.acts_before_dying(game, t, hero, wounds) then
          t.dying = true
          dying[#dying + 1] = t
        else
          rewards.kill(game, t, hero, card)
          killed[#killed + 1] = t
        end
      end
    end
  end
  game.vars.resolving = game.vars.resolving - 1
  if game.vars.resolving == 0 then quests.check(game) end
  return { card = card, targets = targets, killed = killed, dying = dying, at = at }
end

return attack
