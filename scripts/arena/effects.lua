-- Effects and conditions (ATC 5). An effect on a combatant is stored as game variable
-- `fx N` = "condition|duration|source id|ends_if_used (0/1)|card id|source side", and the
-- combatant's variable `fx` lists its effect numbers ("3 7"). Conditions are counted when
-- asked: opposites cancel (5.3), the same kind does not stack, terrain adds its own (altar:
-- blessed while striking, 6.3.2; swamp: slowed, 6.3.4).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, type, tostring, tonumber, math, table, require =
  ipairs, pairs, type, tostring, tonumber, math, table, require

local board = require("arena.board")

local effects = {}

effects.OPPOSITE = {
  cursed = "blessed",
  blessed = "cursed",
  exposed = "protected",
  protected = "exposed",
  slowed = "hastened",
  hastened = "slowed",
  vulnerable = "toughened",
  toughened = "vulnerable",
  weakened = "empowered",
  empowered = "weakened",
}

--- The conditions applied "once per turn" (ATC 5.3 table): all but slowed/hastened.
effects.ONCE_PER_TURN = {
  cursed = true,
  blessed = true,
  exposed = true,
  protected = true,
  vulnerable = true,
  toughened = true,
  weakened = true,
  empowered = true,
}

local function decode(n, s)
  local cond, dur, src, eiu, card, side = s:match("^([^|]*)|([^|]*)|([^|]*)|([^|]*)|([^|]*)|([^|]*)$")
  return {
    n = n,
    condition = cond,
    duration = dur,
    source = src,
    ends_if_used = eiu == "1",
    card = card ~= "" and card or nil,
    source_side = side,
  }
end

--- The effects on a combatant: list of {n, condition, duration, source, ends_if_used, card, source_side}.
function effects.list(game, f)
  local out = {}
  local ids = f.fx
  if ids == nil or ids == "" then return out end
  for n in ids:gmatch("%d+") do
    local s = game.vars["fx " .. n]
    if s then out[#out + 1] = decode(tonumber(n), s) end
  end
  return out
end

local function set_list(f, list)
  local ids = {}
  for _, e in ipairs(list) do
    ids[#ids + 1] = tostring(e.n)
  end
  f.fx = #ids > 0 and table.concat(ids, " ") or nil
end

--- Ends effect number `n` on `f`.
function effects.remove(game, f, n)
  local keep, gone = {}, nil
  for _, e in ipairs(effects.list(game, f)) do
    if e.n == n then
      gone = e
    else
      keep[#keep + 1] = e
    end
  end
  if gone == nil then return end
  game.vars["fx " .. n] = nil
  set_list(f, keep)
  game.emit(
    "effect_ended",
    { figure = f, condition = gone.condition, source = gone.source, detail = f.id .. " " .. gone.condition }
  )
end

--- Whether `f` cannot receive new effects from enemies of `source` (ATC 5.4.8).
function effects.immune(game, f, source)
  if source == nil or source.side == f.side then return false end
  for _, e in ipairs(effects.list(game, f)) do
    if e.condition == "immune" then return true end
  end
  return false
end

--- Applies a lasting effect `spec` ({condition, duration, ends_if_used}) from `source` on
--- `target`. Instant specs change nothing here. Returns whether it took hold.
function effects.apply(game, source, target, spec, card_def)
  if target.dead then return false end
  if effects.immune(game, target, source) then return false end
  local dur = spec.duration or "temporary"
  if dur == "instant" then return false end
  local n = (game.vars.fx_next or 0) + 1
  game.vars.fx_next = n
  game.vars["fx " .. n] = table.concat({
    spec.condition,
    dur,
    source and source.id or "",
    spec.ends_if_used and "1" or "0",
    card_def and card_def.id or "",
    source and source.side or "",
  }, "|")
  target.fx = target.fx and (target.fx .. " " .. n) or tostring(n)
  game.emit("condition_applied", {
    figure = target,
    condition = spec.condition,
    duration = dur,
    source = source,
    detail = target.id .. " " .. spec.condition .. " " .. dur,
  })
  return true
end

--- Effect instances of `cond` on `f` that count now; ctx.ignore_side: ignore effects whose
--- source is not on that side (benefit "ignores effects applied by enemies", 4.3.2).
local function instances(game, f, cond, ctx)
  local out = {}
  for _, e in ipairs(effects.list(game, f)) do
    if e.condition == cond and not (ctx and ctx.ignore_side and e.source_side ~= ctx.ignore_side) then
      out[#out + 1] = e
    end
  end
  return out
end

--- Extra sources of a condition that are not effects: terrain and ctx.extra (mob, focus).
local function situational(game, f, cond, ctx)
  if ctx and ctx.extra and ctx.extra[cond] then return true end
  -- Only these two come from terrain (the AI asks for every condition of every target it
  -- weighs: the others need no square read).
  if cond ~= "slowed" and cond ~= "blessed" then return false end
  if not f.on_board then return false end
  local t = board.terrain(game, f.at)
  if cond == "slowed" and t == "swamp" then return true end
  if cond == "blessed" and t == "altar" and ctx and ctx.striking then return true end
  return false
end

--- Whether `f` is under `cond` now (opposites cancel, no stacking). Returns the instances.
function effects.has(game, f, cond, ctx)
  local mine = instances(game, f, cond, ctx)
  local pos = #mine > 0 or situational(game, f, cond, ctx)
  if not pos then return false end
  local opp = effects.OPPOSITE[cond]
  if opp and (#instances(game, f, opp, ctx) > 0 or situational(game, f, opp, ctx)) then return false end
  return true, mine
end

--- Ends one "ends if used" instance of `cond` on `f` (it was considered).
function effects.use(game, f, cond, ctx)
  for _, e in ipairs(instances(game, f, cond, ctx)) do
    if e.ends_if_used then
      effects.remove(game, f, e.n)
      return
    end
  end
end

--- A strike considers `cond` on `f`: true when it applies now. Marks once-per-turn use and
--- ends an "ends if used" instance (ATC 5.3), unless ctx.ignore_side keeps effects unharmed.
function effects.consider(game, f, cond, ctx)
  local turn = game.vars.turn or 0
  if effects.ONCE_PER_TURN[cond] and f["used " .. cond] == turn then return false end
  if not effects.has(game, f, cond, ctx) then return false end
  if effects.ONCE_PER_TURN[cond] then f["used " .. cond] = turn end
  if not (ctx and ctx.keep) then effects.use(game, f, cond, ctx) end
  return true
end

--- Start of `f`'s turn: temporary effects it applied (on anyone) expire (ATC 3.2 A, 5.2 B).
function effects.turn_start(game, f)
  for _, c in ipairs(game.figures()) do
    if c.fx then
      for _, e in ipairs(effects.list(game, c)) do
        if e.duration == "temporary" and e.source == f.id then effects.remove(game, c, e.n) end
      end
    end
  end
end

--- Death: every effect on `f` ends (ATC 4.3.7).
function effects.clear(game, f)
  for _, e in ipairs(effects.list(game, f)) do
    effects.remove(game, f, e.n)
  end
end

--- Heals `f` by `amount` (never above max_hp; not when it cannot regain HP, 5.4.1).
function effects.heal(game, f, amount, source)
  if f.dead or amount <= 0 then return 0 end
  if #instances(game, f, "cannot_regain_hp") > 0 then return 0 end
  local before = f.hp
  f.hp = math.min(f.max_hp or f.hp, f.hp + amount)
  local gained = f.hp - before
  if gained > 0 then
    game.emit("healed", { figure = f, amount = gained, source = source, detail = f.id .. " " .. gained })
  end
  return gained
end

--- Deals `amount` damage to `f` (HP may go below 1; death is checked by the caller).
--- opts.floor: never below this HP (residual 1, drawbacks 1).
function effects.damage(game, f, amount, source, card, kind, floor)
  if f.dead or amount <= 0 then return 0 end
  local before = f.hp
  local after = before - amount
  if floor and after < floor then after = math.min(before, floor) end
  f.hp = after
  local lost = before - after
  if lost > 0 then
    game.emit("damage_taken", {
      figure = f,
      amount = lost,
      source = source,
      card = card,
      kind = kind,
      detail = f.id .. " " .. lost .. " " .. (kind or ""),
    })
  end
  return lost
end

--- An artifact's bearer died (ATC 7.1): the artifact drops on its square of death (game vars
--- `artifact SQ` = instance ids, comma-separated; `artifact_side SQ` = the team that may take
--- it). Only unequipped teammates pick it up (movement.lua, `equip HERO SQUARE`, 1 MP).
function effects.drop_artifact(game, f, at)
  if not f.artifact then return end
  for _, c in ipairs(f:cards()) do
    if c.def.kind == "artifact" then
      local key = "artifact " .. at
      game.vars[key] = game.vars[key] and (game.vars[key] .. "," .. c.id) or tostring(c.id)
      game.vars["artifact_side " .. at] = f.side
      local st = c.def.stats
      if type(st) == "table" and c.stats_added then
        -- its stats leave with it (max HP only: the dead have no HP to lose)
        for k, v in pairs(st) do
          if k == "max_hp" or k == "hp" then
            f.max_hp = (f.max_hp or 0) - v
          else
            f[k] = (f[k] or 0) - v
          end
        end
        c.stats_added = nil
      end
      game.move_card(c, nil)
      game.emit("artifact_dropped", { figure = f, at = at, card = c, detail = f.id .. " " .. c.card .. " " .. at })
    end
  end
  f.artifact = nil
end

--- Death (ATC 4.3.7): every combatant below 1 HP dies, unless an attack is still resolving
--- (game.vars.resolving): the attack calls this once it is over. The figure leaves the board,
--- its square is kept in `died_at`, its effects end. Then the mode checks victory.
function effects.check_deaths(game, killer)
  if (game.vars.resolving or 0) > 0 then return end
  for _, f in ipairs(board.combatants(game)) do
    if f.hp < 1 and not f.dead then
      local at = f.at
      f.dead = true
      f.died_at = at
      f.hp = 0
      effects.clear(game, f)
      game.remove(f)
      game.emit("combatant_died", { figure = f, killer = killer, at = at, detail = f.id .. " " .. at })
      effects.drop_artifact(game, f, at)
    end
  end
  if game.vars.mode == "pvp" then require("arena.pvp").check_victory(game) end
end

--- The `on` handlers of a passive power that adds its card's `bonus` to its holder's hit, once a
--- turn, when `applies(game, me, at)` holds for the square hit: an enemy's (`strike_hit`) or a
--- locked door's (`door_hit`; ATC 6.1.2 p.25: "Doors cannot receive Effects (except from
--- Passive Powers)"). The Brute, Tactician and Shooter differ only by `applies` and numbers.
function effects.hit_bonus(applies)
  local function run(self, e, game)
    self.used_turn = game.vars.turn
    e.damage = e.damage + self.def.bonus
  end
  return {
    strike_hit = {
      when = function(self, e, game)
        local me = self.holder
        if e.attacker ~= me or e.target.side == me.side or self.used_turn == game.vars.turn then return false end
        return applies(game, me, e.target.at, self.def)
      end,
      run = run,
    },
    door_hit = {
      when = function(self, e, game)
        local me = self.holder
        if e.attacker ~= me or self.used_turn == game.vars.turn then return false end
        return applies(game, me, e.at, self.def)
      end,
      run = run,
    },
  }
end

return effects
