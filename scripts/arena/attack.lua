-- The attack timeline (ATC 4.3): declaration (team token, interrupts), benefit/drawback,
-- declaration of targets (legitimacy, range, vision; areas and lines), reactions, strikes
-- (d20, natural 1 and 20, conditions, mob, focus, altar, circles through events), hit (passive
-- through events, damage, effects in order, critical), miss (residual), death.

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, type, tostring, tonumber, error, math, require =
  ipairs, pairs, type, tostring, tonumber, error, math, require

local board = require("arena.board")
local effects = require("arena.effects")
local movement = require("arena.movement")
local rulebook = require("arena.rulebook")

local attack = {}

local function turn(game) return game.vars.turn or 0 end

--- The side an attacker acts for: its controller's while controlled (5.4.6: allies and enemies
--- inverted, the controller decides), else its own.
local function team(a) return a.controlled_by or a.side end
attack.team = team

-- Whether `a` acts for the co-op foes, whose decisions the rules automate (p.34).
local function automated(game, a) return game.scenario.mode == "coop" and team(a) == "foes" end

--- The attack definition `id` of `f`: "basic", "reaction" or an attack card id.
function attack.def_of(game, f, id)
  if id == "basic" then
    return {
      id = "basic",
      name = "Basic Attack",
      kind = "attack",
      tier = "basic",
      range = f.basic_range or 1,
      target = "enemy",
      up_to = 1,
      damage = f.basic or 0,
      residual = false,
      benefit = { bonus = 1 },
      doors = true,
    }
  elseif id == "reaction" then
    return {
      id = "reaction",
      name = "Reaction Attack",
      kind = "attack",
      tier = "reaction",
      range = 1,
      target = "enemy",
      up_to = 1,
      damage = f.basic or 0,
      residual = false,
      ranged = false,
      effects = { { lose_mp = 1, to = "target" } },
    }
  end
  local def = game.def(id)
  if def == nil or def.kind ~= "attack" then error("no attack `" .. tostring(id) .. "`") end
  return def
end

--- The card instance of attack `id` that `f` holds, or nil.
function attack.card_of(game, f, id)
  for _, c in ipairs(f:cards()) do
    if c.card == id then return c end
  end
  return nil
end

--- Whether `f` may declare special attacks now (team token, 5.4.9).
function attack.special_allowed(game, f)
  if not game.side(f.side).special_ready then return false end
  return not effects.has(game, f, "no_special")
end

--- Whether (and why) `f` may declare attack `def` as its prime action now. Declaring an attack
--- with no valid target is legal but forfeits it (ATC 4.3.3, p.18: "If you declare an invalid
--- target, you forfeit that strike"; the declaration spent the prime action, 4.3.1, p.17), so an
--- attack is offered when attack.valid_targets — the very list its declaration of targets
--- offers — holds a target, and otherwise only when declaring it still does something:
--- a benefit movement ("you may execute the Benefit even if the attack, before or after moving,
--- has no valid targets", 4.3.2, p.18), or the basic attack of a bearer of Divine Grace's effect,
--- which regains HP when attacking (5.4.10, p.24; the cheapest attack to declare for it).
--- Returns nil (not offered), or the option's label: "" (a target now) or what the player
--- should know.
function attack.offer(game, f, id, def)
  local valid = attack.valid_targets(game, f, def)
  if #valid > 0 then
    -- An area strikes whoever stands in it, its own side too (4.3.3.1, p.18).
    if def.target == "area" then
      for _, v in ipairs(valid) do
        if v.enemies > 0 then return "" end
      end
      return "no enemy in reach: it would strike only you or your allies"
    end
    return ""
  end
  local b = def.benefit or {}
  if b.move and not effects.has(game, f, "slowed") then
    return "no target in reach now: its benefit moves you up to " .. b.move .. " squares first"
  end
  if id == "basic" and effects.has(game, f, "heal_on_attack") then
    return "no target in reach: the attack is forfeited, but declaring it regains HP"
  end
  return nil
end

--- Attack cards `f` may declare as its prime action: {key, attack, label} (attack.offer).
--- Interrupts are not offered.
function attack.options(game, f)
  local out = {}
  local function add(id, def)
    local why = attack.offer(game, f, id, def)
    if why then
      out[#out + 1] = { key = "attack " .. f.id .. " " .. id, attack = id, label = why ~= "" and why or nil }
    end
  end
  add("basic", attack.def_of(game, f, "basic"))
  local special = attack.special_allowed(game, f)
  for _, c in ipairs(f:cards()) do
    local d = c.def
    if d.kind == "attack" and not d.interrupt and not c.spent then
      if (d.tier ~= "special" and d.tier ~= "flask") or special then add(c.card, d) end
    end
  end
  return out
end

-- Mob (4.3.4.3) and focus (4.3.4.2) ---------------------------------------------------------

--- Whether attacker `a` mobs `t` (standing on `at`): t has no adjacent ally, at least two
--- adjacent enemies of which some two are not adjacent to each other, and `a` is adjacent to t
--- and not adjacent to some other enemy adjacent to t.
function attack.mobs(game, a, t, at)
  at = at or t.at
  if not board.adjacent(game, a.at, at) then return false end
  for _, x in ipairs(board.combatants(game, { ally_of = t })) do
    if x ~= t and board.adjacent(game, x.at, at) then return false end
  end
  local around = {}
  for _, x in ipairs(board.combatants(game, { enemy_of = t })) do
    if board.adjacent(game, x.at, at) then around[#around + 1] = x end
  end
  if #around < 2 then return false end
  local separated = false
  for i = 1, #around do
    for j = i + 1, #around do
      if not board.adjacent(game, around[i].at, around[j].at) then separated = true end
    end
  end
  if not separated then return false end
  -- `a` mobs when some other enemy adjacent to t is not adjacent to `a` (4.3.4.3: B, adjacent
  -- to both A and C, is not a mobber; A and C, a square apart, are).
  for _, x in ipairs(around) do
    if x ~= a and not board.adjacent(game, x.at, a.at) then return true end
  end
  return false
end

--- Whether `f` may focus this turn (set at its start by pvp.turn: nobody within 3 squares).
function attack.may_focus(game, f, def)
  return board.is_ranged(def) and f.focus_turn == turn(game) and f.at == f.start_at
end

-- Targets (4.3.3) -----------------------------------------------------------------------------

local function in_reach(game, a, at, def)
  return board.distance(a.at, at) <= (def.range or 1) and board.sees(game, a.at, at)
end

--- Every strike of a target choice: {figure, at (as if on), door}.
local function strikes_of(game, a, def, choice)
  if choice.area then
    local out = {}
    for _, s in ipairs(board.area(game, choice.area)) do
      if board.distance(a.at, s) <= (def.range or 1) then
        local f = board.combatant_at(game, s)
        if f then out[#out + 1] = { figure = f, at = choice.area } end
      end
    end
    return out
  elseif choice.line then
    local out = {}
    for _, s in ipairs(choice.line) do
      local f = board.combatant_at(game, s)
      if f and f.side ~= team(a) then out[#out + 1] = { figure = f, at = s } end
    end
    return out
  elseif choice.door then
    return { { door = choice.door, at = choice.at } }
  end
  return { { figure = choice.figure, at = choice.at } }
end

--- Valid targets of `def` for attacker `a` (4.3.3: legitimacy, range, vision): the options of
--- its declaration of targets, {key, figure, at} (a combatant), {key, door, at} (a locked door
--- square, `def.doors`), {key, area, at, enemies} (a central square whose area strikes someone;
--- `enemies`: how many of them are enemies) or {key, line, at} (a line with an enemy on it).
--- The turn menu offers an attack by the same list (attack.offer): nothing listed, nothing to
--- strike.
function attack.valid_targets(game, a, def, ctx)
  local out = {}
  local kind = def.target or "enemy"
  local function add(f, at) out[#out + 1] = { key = "target " .. at, figure = f, at = at } end
  if kind == "enemy" or kind == "any" or kind == "ally" then
    -- The attacker's team and id read once (a figure's equality is its id's; the turn menu
    -- asks this for every attack at every question).
    local own, me = team(a), a.id
    for _, f in ipairs(board.combatants(game)) do
      local other = f.id ~= me
      local legit = (kind == "any" and other)
        or (kind == "enemy" and other and f.side ~= own)
        or (kind == "ally" and other and f.side == own)
      if legit and in_reach(game, a, f.at, def) then add(f, f.at) end
    end
    if def.doors then
      for i = 1, game.vars.doors or 0 do
        if not game.vars["door_open " .. i] and game.vars["door_locked " .. i] then
          for s in game.vars["door_squares " .. i]:gmatch("%S+") do
            -- A door is a target like any other (4.3.3): range and vision (6.1.2), its own
            -- tile no barrier to the sight of it.
            if board.distance(a.at, s) <= (def.range or 1) and game.los_to_barrier(a.at, s) then
              out[#out + 1] = { key = "target " .. s, door = i, at = s }
            end
          end
        end
      end
    end
  elseif kind == "self" then
    add(a, a.at)
  elseif kind == "attacker" then
    local t = ctx and ctx.interrupting
    if t and not t.dead and in_reach(game, a, t.at, def) then add(t, t.at) end
  elseif kind == "dead_ally" then
    for _, f in ipairs(board.combatants(game, { dead = true, ally_of = a })) do
      if f.died_at and in_reach(game, a, f.died_at, def) then add(f, f.died_at) end
    end
  elseif kind == "area" then
    -- Any square within range and vision may be the central square (4.3.3.1, p.18), but one
    -- whose area strikes nobody is a forfeit (the `done` of the declaration): only centres
    -- with a combatant to strike are listed, each with how many enemies it strikes.
    local range = def.range or 1
    -- Squares within one of a combatant in range (strikes_of may find it there), marked by
    -- coordinates: the turn menu asks this for every area attack at every question, and
    -- measuring each square against each combatant was a third of a greedy duel.
    local busy, occupant = {}, {} -- occupant: board.combatant_at's answer, read once
    for _, f in ipairs(game.figures({ on_board = true })) do
      local at = f.side ~= "scenery" and not f.dead and f.at
      if at and occupant[at] == nil then occupant[at] = f end
      if at and board.distance(a.at, at) <= range then
        local fx, fy = board.xy(at)
        for y = fy - 1, fy + 1 do
          for x = fx - 1, fx + 1 do
            busy[y * 100 + x] = true
          end
        end
      end
    end
    local w, h = board.size(game)
    local ax, ay = board.xy(a.at)
    for y = math.max(1, ay - range), math.min(h, ay + range) do
      for x = math.max(1, ax - range), math.min(w, ax + range) do
        local s = busy[y * 100 + x] and board.sq(x, y)
        if s and (s == a.at or board.sees(game, a.at, s)) then
          -- strikes_of's strikes, counted from `occupant`.
          local choice = { key = "target " .. s, area = s, at = s, enemies = 0 }
          local strikes, own = 0, team(a)
          for _, sq in ipairs(board.area(game, s)) do
            local f = occupant[sq]
            if f and board.distance(a.at, sq) <= range then
              strikes = strikes + 1
              if f.side ~= own then choice.enemies = choice.enemies + 1 end
            end
          end
          if strikes > 0 then out[#out + 1] = choice end
        end
      end
    end
  elseif kind == "line" then
    -- One of the 8 lines (4.3.3.1, p.18); a line with no enemy on it strikes nobody.
    for _, line in ipairs(board.lines(game, a.at, def.range or 1)) do
      local choice = { key = "target " .. line[1], line = line, at = line[1] }
      if #strikes_of(game, a, def, choice) > 0 then out[#out + 1] = choice end
    end
  end
  -- Two targets on one square (two allies that died on it, a dead ally's square taken since):
  -- each is named by its square and its id, so every option keeps its own key.
  local on = {}
  for _, v in ipairs(out) do
    on[v.key] = (on[v.key] or 0) + 1
  end
  for _, v in ipairs(out) do
    if on[v.key] > 1 and v.figure then v.key = v.key .. " " .. v.figure.id end
  end
  return out
end

--- Declaration of targets: the attacker's side picks up to `up_to` targets (`target SQUARE`,
--- `done`). opts.targets (squares) presets them. Returns the strikes in order.
local function declare_targets(game, a, def, opts)
  local valid = attack.valid_targets(game, a, def, opts)
  local chosen, strikes = {}, {}
  if #valid == 0 and not opts.targets then
    -- Offered without a target (attack.offer) or left without one since its declaration
    -- (its benefit movement, an interrupt, a scroll): forfeited (4.3.3, p.18), and said so.
    game.log(a.id .. ": " .. (def.name or def.id) .. " has no valid target: the attack is forfeited")
  end
  local function take(choice)
    chosen[choice.key] = true
    for _, s in ipairs(strikes_of(game, a, def, choice)) do
      strikes[#strikes + 1] = s
    end
  end
  if opts.targets then
    for _, t in ipairs(opts.targets) do
      local at = type(t) == "table" and (t.at or t.died_at) or t
      -- One target per entry: the figure named (a mover passing through an ally's square
      -- shares it), else the first on the square.
      local figure = type(t) == "table" and t.id and t or nil
      for _, v in ipairs(valid) do
        if v.at == at and not chosen[v.key] and (figure == nil or v.figure == nil or v.figure == figure) then
          take(v)
          break
        end
      end
    end
    return strikes
  end
  if (def.target == "self" or def.target == "attacker") and #valid > 0 then
    take(valid[1])
    return strikes
  end
  local many = (def.target == "enemy" or def.target == "ally" or def.target == "any") and (def.up_to or 1) or 1
  while #valid > 0 do
    local n = 0
    for _ in pairs(chosen) do
      n = n + 1
    end
    if n >= many then break end
    local options = {}
    for _, v in ipairs(valid) do
      if not chosen[v.key] then options[#options + 1] = v end
    end
    if #options == 0 then break end
    options[#options + 1] =
      { key = "done", label = n == 0 and "no target (the attack is forfeited)" or "no more targets" }
    local pick = game.choose({
      side = team(a),
      prompt = a.id .. ": " .. (def.name or def.id) .. " — declare a target",
      options = options,
      rule = rulebook.target,
    })
    if pick.key == "done" then break end
    take(pick)
  end
  return strikes
end

-- Interrupts (4.1.3.1) ------------------------------------------------------------------------

--- Offers the enemies of `a` who can interrupt its declared attack; returns whether one did.
local function offer_interrupts(game, a)
  local interrupted = false
  local sides, seen = {}, {}
  for _, e in ipairs(board.combatants(game, { enemy_of = a })) do
    if not seen[e.side] then
      seen[e.side] = true
      sides[#sides + 1] = e.side
    end
  end
  for _, side in ipairs(sides) do
    if a.dead or not a.on_board then break end
    local options = {}
    for _, e in ipairs(board.combatants(game, { side = side })) do
      if attack.special_allowed(game, e) then
        for _, c in ipairs(e:cards()) do
          if
            c.def.kind == "attack"
            and c.def.interrupt
            and not c.spent
            and #attack.valid_targets(game, e, c.def, { interrupting = a }) > 0
          then
            options[#options + 1] = { key = "interrupt " .. e.id .. " " .. c.card, figure = e, attack = c.card }
          end
        end
      end
    end
    if #options > 0 then
      options[#options + 1] = { key = "no interrupt" }
      local pick = game.choose({
        side = side,
        prompt = a.id .. " declared an attack: interrupt?",
        options = options,
        rule = rulebook.interrupt,
      })
      if pick.figure then
        interrupted = true
        attack.perform(game, pick.figure, pick.attack, { interrupting = a })
      end
    end
  end
  return interrupted
end

-- Strikes (4.3.4) ------------------------------------------------------------------------------

local function roll_d20(game, n)
  local r = game.roll({ die = "d20", n = n, explode = false })
  local out = {}
  for i, d in ipairs(r:dice()) do
    out[i] = tonumber(d.face:match("%d+"))
  end
  return out
end

--- One strike of `a` on target `t` (standing on `at` for mob/focus). Returns hit, natural.
local function strike(game, a, t, at, def, ctx)
  local enemy = t.side ~= team(a)
  local keep = def.benefit and def.benefit.ignore_effects and { ignore_side = team(a), keep = true } or nil
  -- Cursed / Blessed: primary attacks only, roll twice (5.3); the altar blesses (6.3.2).
  local n, best, worst = 1, false, false
  if def.tier == "primary" or def.tier == "flask" then
    best = effects.consider(game, a, "blessed", { striking = true })
    worst = effects.consider(game, a, "cursed", { striking = true })
    if best or worst then n = 2 end
  end
  local dice = roll_d20(game, n)
  local natural = dice[1]
  if n == 2 then natural = best and math.max(dice[1], dice[2]) or math.min(dice[1], dice[2]) end
  local bonus = (def.benefit and def.benefit.bonus) or 0
  local defence = t.defence or 0
  local extra = {}
  if ctx.focus then extra.exposed = true end
  if enemy and attack.mobs(game, a, t, at) then extra.exposed = true end
  if enemy then
    local tctx = { extra = extra, ignore_side = keep and keep.ignore_side, keep = keep and true }
    if effects.consider(game, t, "protected", tctx) then defence = defence + 3 end
    if effects.consider(game, t, "exposed", tctx) then defence = defence - 3 end
  elseif extra.exposed then
    defence = defence - 3 -- focus applies to all targets of a ranged attack, allies too
  end
  local e = game.emit("strike_rolled", {
    attacker = a,
    target = t,
    card = ctx.card,
    attack = def.id,
    natural = natural,
    bonus = bonus,
    defence = defence,
    first = ctx.first,
    detail = a.id .. " " .. t.id .. " " .. natural,
  })
  local hit = natural ~= 1 and (natural == 20 or natural + e.bonus >= e.defence)
  return hit, natural
end

-- Effects of a hit (4.3.6 C, 5) ---------------------------------------------------------------

local function recipients(game, a, t, spec, def)
  local to = spec.to or "target"
  local range = spec.range or def.range or 1
  if to == "target" then return { t } end
  if to == "self" then return { a } end
  local function within(f) return board.distance(a.at, f.at) <= range and board.sees(game, a.at, f.at) end
  if to == "ally" or to == "ally_or_self" or to == "enemy" then
    local options = {}
    for _, f in ipairs(board.combatants(game)) do
      local legit = (to == "enemy" and f.side ~= team(a))
        or (to ~= "enemy" and f.side == team(a) and (f ~= a or to == "ally_or_self"))
      if legit and within(f) then options[#options + 1] = { key = "effect on " .. f.id, figure = f } end
    end
    if #options == 0 then return {} end
    if #options == 1 then return { options[1].figure } end
    local pick = game.choose({
      side = team(a),
      prompt = (def.name or def.id) .. ": who gets the effect?",
      options = options,
      rule = rulebook.effect_recipient,
    })
    return { pick.figure }
  end
  local out = {}
  if to == "allies" or to == "team" then
    for _, f in ipairs(board.combatants(game, { ally_of = { side = team(a) } })) do
      if (f ~= a or to == "team") and within(f) then out[#out + 1] = f end
    end
  elseif to == "enemies_near_target" then
    for _, f in ipairs(board.combatants(game, { enemy_of = { side = team(a) } })) do
      if f ~= t and board.adjacent(game, f.at, t.at or t.died_at) then out[#out + 1] = f end
    end
  elseif to == "enemies" then
    for _, f in ipairs(board.combatants(game, { enemy_of = { side = team(a) } })) do
      if within(f) then out[#out + 1] = f end
    end
  end
  return out
end

--- Applies the effect list of `def` after a hit on `t`, in order.
function attack.apply_effects(game, a, t, def, card)
  for _, spec in ipairs(def.effects or {}) do
    for _, r in ipairs(recipients(game, a, t, spec, def)) do
      local hostile = r.side ~= team(a)
      if hostile and effects.immune(game, r, a) then
        -- immune to new effects from enemies (5.4.8): lost
      elseif spec.condition then
        effects.apply(game, a, r, spec, def)
      elseif spec.heal then
        effects.heal(game, r, spec.heal, a)
      elseif spec.push then
        movement.push(game, r, spec.push, a)
      elseif spec.damage then
        effects.damage(game, r, spec.damage, a, card, "effect")
      elseif spec.lose_mp then
        r.mp_debt = (r.mp_debt or 0) + spec.lose_mp
      elseif spec.revive then
        -- An attack places the revived within 5 squares of the attacker, in its vision
        -- (ATC 5.4.2; scrolls, not limited by range or vision (7.2), keep the square of death).
        if r.dead then movement.revive(game, r, a, spec.revive, r.died_at, 5) end
      elseif spec.negate then
        game.vars.negated = true
      elseif spec.remove_effects then
        -- "harmful" (or true): applied by r's enemies; "helpful": by its own team; "all" (5.4.7).
        local how = spec.remove_effects
        for _, e in ipairs(effects.list(game, r)) do
          local from_enemy = e.source_side ~= r.side
          if
            how == "all"
            or (how == "helpful" and not from_enemy)
            or ((how == true or how == "harmful") and from_enemy)
          then
            effects.remove(game, r, e.n)
          end
        end
      elseif spec.regain_special then
        attack.regain_special(game, r, a)
      elseif spec.control then
        attack.control(game, a, r)
      elseif spec.copy then
        attack.copy(game, a, r, card)
      end
    end
  end
end

--- Controlling a combatant (5.4.6): during `a`'s turn its side makes `r` attack (`control R
--- ATTACK`, or `control none`), with allies and enemies inverted for `r`. The attack incites no
--- reactions nor interrupts (`r` does not own the turn); a special attack needs `r`'s own
--- Special Ready token and does not flip it; `r` keeps its own turn and effects.
function attack.control(game, a, r)
  if r.dead or not r.on_board then return end
  r.controlled_by = team(a)
  local options = {}
  for _, o in ipairs(attack.options(game, r)) do
    options[#options + 1] = { key = "control " .. r.id .. " " .. o.attack, attack = o.attack, label = o.label }
  end
  options[#options + 1] = { key = "control none" }
  local pick = game.choose({
    side = team(a),
    prompt = a.id .. " controls " .. r.id .. ": which attack?",
    options = options,
    rule = rulebook.control,
  })
  if pick.attack then attack.perform(game, r, pick.attack, { controlled = true }) end
  r.controlled_by = nil
end

--- Copying an attack (5.4.5): `a` makes the last attack card `r` declared, exactly as printed
--- (its targets chosen anew), tracked on the copying card; nothing of `r`'s is spent and a
--- copied special attack does not flip `a`'s team token again.
function attack.copy(game, a, r, card)
  local id = r.last_attack
  if id == nil or game.def(id) == nil or a.dead or not a.on_board then return end
  game.log(a.id .. " copies " .. r.id .. "'s " .. id)
  attack.perform(game, a, id, { copy_card = card })
end

--- Regains one of `f`'s spent special attacks (5.4.10); `f`'s side chooses which.
function attack.regain_special(game, f, by)
  local options = {}
  for _, c in ipairs(f:cards()) do
    if c.def.kind == "attack" and c.def.tier == "special" and c.spent then
      options[#options + 1] = { key = "regain " .. c.card, card = c }
    end
  end
  if #options == 0 then return nil end
  local pick = #options == 1 and options[1]
    or game.choose({
      side = f.side,
      prompt = f.id .. " regains a special attack",
      options = options,
      rule = rulebook.regain_special,
    })
  pick.card.spent = nil
  return pick.card
end

-- The whole attack ------------------------------------------------------------------------------

local function resolving(game, d) game.vars.resolving = (game.vars.resolving or 0) + d end

--- Makes attack `id` with attacker `a` (4.3). opts: `targets` (preset squares or figures),
--- `interrupting` (the figure whose declaration this interrupts), `focus` (the attacker
--- focuses, 4.3.4.2). Returns {hits, strikes} or nil when called off.
function attack.perform(game, a, id, opts)
  opts = opts or {}
  return game.action(function()
    local def = attack.def_of(game, a, id)
    local card = attack.card_of(game, a, id)
    if opts.copy_card then card = opts.copy_card end
    resolving(game, 1)
    local result = { hits = 0, strikes = 0 }
    -- Declaration (4.3.1): a special attack flips the team token and is spent (a controlled
    -- combatant's token stays, 5.4.6; a copy spends nothing, 5.4.5).
    if def.tier == "special" and not opts.copy_card then
      if not opts.controlled then board.flip_token(game, a.side) end
      if card then card.spent = true end
    end
    if def.tier ~= "basic" and def.tier ~= "reaction" and not opts.copy_card then a.last_attack = def.id end
    local e = game.emit(
      "attack_declared",
      { attacker = a, card = card, attack = def.id, tier = def.tier, detail = a.id .. " " .. def.id }
    )
    if opts.focus then a.focused_turn = turn(game) end
    game.vars.negated = nil
    if not e.cancelled and def.tier ~= "reaction" and not opts.interrupting and game.vars.active == a.id then
      -- An interrupt resolves completely (its deaths too) before this attack goes on.
      resolving(game, -1)
      if offer_interrupts(game, a) then a.focused_turn = nil end
      -- Then the enemy teams may answer the declaration with a scroll (ATC 7.2: any moment),
      -- resolved whole like an interrupt, before the benefit and the targets.
      if not (a.dead or not a.on_board or game.vars.negated) then require("arena.scrolls").respond(game, a, def) end
      resolving(game, 1)
    end
    local stop = e.cancelled or a.dead or not a.on_board or game.vars.negated
    game.vars.negated = nil
    if not stop then
      -- Benefit / drawback (4.3.2).
      local b = def.benefit or {}
      if b.self_damage then effects.damage(game, a, b.self_damage, a, card, "self", 1) end
      if b.move and a.focused_turn ~= turn(game) then movement.benefit_move(game, a, b.move) end
      -- Declaration of targets (4.3.3); ranged targets incite reactions.
      local strikes
      local function declare()
        strikes = declare_targets(game, a, def, opts)
        local declared = {}
        for _, s in ipairs(strikes) do
          if s.figure then declared[#declared + 1] = s.figure end
        end
        game.emit(
          "targets_declared",
          { attacker = a, card = card, attack = def.id, targets = declared, detail = a.id .. " " .. def.id }
        )
      end
      declare()
      -- 4.1.4: after any reaction attack "the declaration that incited the attack resets" and
      -- "the target declared by the enemy that incited you may change": the attacker declares
      -- again (its forfeit too), and a new declaration next to enemies that have not reacted
      -- this turn incites them in turn. Each enemy reacts once a turn, so this ends.
      while
        #strikes > 0
        and board.is_ranged(def)
        and def.tier ~= "reaction"
        and game.vars.active == a.id
        and #board.enemies_adjacent(game, a) > 0
      do
        resolving(game, -1)
        local reacted = movement.incite(game, a)
        resolving(game, 1)
        if reacted == 0 or a.dead or not a.on_board or opts.targets then break end
        declare()
      end
      -- Strikes (4.3.4): each target in declared order; all rolled before the results apply.
      local focus = a.focused_turn == turn(game) and board.is_ranged(def)
      local results = {}
      for i, s in ipairs(strikes) do
        if a.dead or not a.on_board then break end
        if s.door then
          local n = roll_d20(game, 1)[1]
          results[i] = { door = s.door, at = s.at, hit = n ~= 1, natural = n }
        else
          local hit, natural = strike(game, a, s.figure, s.at, def, { card = card, focus = focus, first = i == 1 })
          results[i] = { figure = s.figure, hit = hit, natural = natural }
        end
      end
      local last_missed = nil
      for _, r in ipairs(results) do
        result.strikes = result.strikes + 1
        if r.door then
          if r.hit then
            result.hits = result.hits + 1
            -- 6.1.2: "Doors cannot receive Effects (except from Passive Powers)": no condition
            -- or card effect reaches the door, but a passive power's handler of `door_hit` may
            -- change the damage (or trigger on the hit).
            local de = game.emit("door_hit", {
              attacker = a,
              door = r.door,
              at = r.at,
              card = card,
              attack = def.id,
              damage = def.damage or 0,
              detail = a.id .. " " .. r.at,
            })
            local hp = (game.vars["door_hp " .. r.door] or 20) - math.max(0, de.damage)
            game.vars["door_hp " .. r.door] = hp
            if hp <= 0 then board.open_door(game, r.door, a, true) end
          end
        elseif r.hit then
          result.hits = result.hits + 1
          local t = r.figure
          local damage = def.damage or 0
          if t.side ~= team(a) then
            local kctx = def.benefit and def.benefit.ignore_effects and { ignore_side = team(a), keep = true } or nil
            if effects.consider(game, a, "empowered") then damage = damage + 3 end
            if effects.consider(game, a, "weakened") then damage = damage - 3 end
            if effects.consider(game, t, "vulnerable", kctx) then damage = damage + 3 end
            if effects.consider(game, t, "toughened", kctx) then damage = damage - 3 end
          end
          local critical = false
          if r.natural == 20 and t.side ~= team(a) and a.crit_turn ~= turn(game) then
            -- The attacker may decline it (p.22); co-op foes, whom nobody plays, act to harm
            -- the heroes (villain behaviour, p.34), so they take it without asking anyone.
            local take = automated(game, a)
              or game.choose({
                side = team(a),
                prompt = "critical hit on " .. t.id .. ": +5 damage?",
                options = { { key = "crit yes", yes = true }, { key = "crit no" } },
                rule = rulebook.critical,
              }).yes
            if take then
              a.crit_turn = turn(game)
              damage = damage + 5
              critical = true
            end
          end
          local he = game.emit("strike_hit", {
            attacker = a,
            target = t,
            card = card,
            attack = def.id,
            damage = math.max(0, damage),
            critical = critical,
            detail = a.id .. " " .. t.id,
          })
          if not t.dead then effects.damage(game, t, math.max(0, he.damage), a, card, "strike") end
          attack.apply_effects(game, a, t, def, card)
        else
          last_missed = r.figure
          game.emit("strike_missed", {
            attacker = a,
            target = r.figure,
            card = card,
            attack = def.id,
            natural = r.natural,
            detail = a.id .. " " .. r.figure.id,
          })
        end
      end
      -- Miss (4.3.5): residual to the last missed target, once per turn, never below 1 HP.
      if
        result.strikes > 0
        and result.hits == 0
        and last_missed
        and def.residual ~= false
        and (def.tier == "primary" or def.tier == "special" or def.tier == "flask")
        and last_missed.side ~= team(a)
        and a.residual_turn ~= turn(game)
        and not last_missed.dead
      then
        local amount = def.residual or (def.tier == "special" and 15 or 5)
        local re = game.emit("residual", {
          attacker = a,
          target = last_missed,
          card = card,
          attack = def.id,
          damage = amount,
          detail = a.id .. " " .. last_missed.id .. " " .. amount,
        })
        a.residual_turn = turn(game)
        effects.damage(game, last_missed, re.damage, a, card, "residual", 1)
      end
      local targets = {}
      for _, r in ipairs(results) do
        if r.figure then targets[#targets + 1] = r.figure end
      end
      game.emit("attack_resolved", {
        attacker = a,
        card = card,
        attack = def.id,
        targets = targets,
        hits = result.hits,
        detail = a.id .. " " .. def.id .. " " .. result.hits,
      })
    else
      result = nil
    end
    -- Death (4.3.7): only now.
    resolving(game, -1)
    effects.check_deaths(game, a)
    return result
  end)
end

--- A reaction attack of `e` on `t` (4.1.4): basic damage, range 1, the target loses 1 MP.
function attack.reaction(game, e, t) return attack.perform(game, e, "reaction", { targets = { t } }) end

return attack
