-- Boss fights (ATC 10.3): a boss's turn in five phases.
--
-- A boss card (`kind = "boss"`, cards/arena/bosses/) holds its stats (`hp` 280), `special`
-- (phase 2, data), `aura` ({range, damage}, phase 3), `spells` (boss_spell ids, the deck of
-- phase 4) and `attacks` (attack ids: the boss's attack cards, phase 5).
-- State: game vars `spell_deck` (ids left, top first), `boss_spell` (the command in force),
-- `boss_last` (the attack card drawn last round, out of the next shuffle), `boss_spent`
-- (special attack cards made, gone for the fight).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, type, table, require = ipairs, pairs, type, table, require

local boss = {}

local villains = require("arena.villains")

local function coop() return require("arena.coop") end

--- The boss spell deck: the scenario's `boss_spells:` or the boss card's `spells`.
function boss.spells(game, b)
  local ids = game.scenario.boss_spells or game.def(b.card).spells or {}
  local out = {}
  for i, x in ipairs(ids) do
    out[i] = x
  end
  return out
end

function boss.setup(game, b)
  villains.setup(game, b)
  b.role = "boss"
  coop().set_list(game, "spell_deck", coop().shuffle(game, boss.spells(game, b)))
end

--- Phase 1: effects heroes applied on the boss are removed; 5 damage per permanent one.
--- (Its own temporary effects on others ended at effects.turn_start.)
function boss.refresh(game, b)
  local effects = require("arena.effects")
  local permanent = 0
  for _, e in ipairs(effects.list(game, b)) do
    if e.source_side == "heroes" then
      if e.duration == "permanent" then permanent = permanent + 1 end
      effects.remove(game, b, e.n)
    end
  end
  if permanent > 0 then
    coop().damage(game, b, 5 * permanent, "refresh: " .. permanent .. " permanent effects removed")
  end
  return permanent
end

--- Phase 2: the boss's special power (data `special`): `heal` HP when no hero is adjacent
--- (`unless_adjacent`), or always.
function boss.special(game, b)
  local def = game.def(b.card)
  local s = def.special
  if type(s) == "function" then return s(game, b) end
  if type(s) ~= "table" then return end
  if s.heal then
    local near = false
    for _, h in ipairs(villains.heroes(game)) do
      if villains.distance(h.at, b.at) <= 1 then near = true end
    end
    if not (s.unless_adjacent and near) then
      coop().heal(game, b, s.heal)
      game.log(b.id .. " regains " .. s.heal .. " HP (" .. (s.name or "special power") .. ")")
    end
  end
end

--- Phase 3: the aura hurts every hero within its range.
function boss.aura(game, b)
  local a = game.def(b.card).aura
  if type(a) ~= "table" or not a.damage then return end
  for _, h in ipairs(villains.heroes(game)) do
    if villains.distance(h.at, b.at) <= (a.range or 1) then coop().damage(game, h, a.damage, a.name or "aura") end
  end
end

--- Phase 4: draws a boss spell (reshuffled when spent) and applies its power at once.
function boss.spell(game, b)
  local id = coop().draw(game, "spell_deck", boss.spells(game, b), true)
  game.vars.boss_spell = id
  for _, c in ipairs(game.cards({ holder = "foes" })) do
    if c.def.kind == "boss_spell" then game.move_card(c, nil) end
  end
  if not id then return nil end
  game.give(id, "foes")
  game.log("boss spell: " .. id)
  local s = game.def(id)
  local p = s.power or {}
  if p.heal then coop().heal(game, b, p.heal) end
  if p.hero_damage then
    for _, h in ipairs(villains.heroes(game)) do
      if not p.near or villains.distance(h.at, b.at) <= p.near then coop().damage(game, h, p.hero_damage, id, 1) end
    end
  end
  if p.movement then
    b.spell_movement = p.movement
  else
    b.spell_movement = nil
  end
  if p.bonus then
    b.spell_bonus = p.bonus
  else
    b.spell_bonus = nil
  end
  return s
end

--- Phase 5's attack card: drawn at random among the boss's attacks, except last round's and the
--- special attacks already made.
function boss.draw_attack(game, b)
  local spent = coop().list(game, "boss_spent")
  local pool = {}
  for _, id in ipairs(game.scenario.boss_attacks or game.def(b.card).attacks or {}) do
    local gone = false
    for _, s in ipairs(spent) do
      if s == id then gone = true end
    end
    if id ~= game.vars.boss_last and not gone then pool[#pool + 1] = id end
  end
  if #pool == 0 then return nil end
  local id = pool[coop().pick_index(game, #pool)]
  game.vars.boss_last = id
  local a = game.def(id)
  if a and a.tier == "special" then
    spent[#spent + 1] = id
    coop().set_list(game, "boss_spent", spent)
  end
  game.log(b.id .. " draws attack " .. id)
  return a
end

--- Phase 5: moves the shortest distance to reach the commanded target (or the next best fit
--- that it can reach), and attacks; with nobody in reach it moves twice towards the best fit.
function boss.action(game, b, spell)
  local def = boss.draw_attack(game, b) or villains.attack_def(game, b)
  local command = spell and spell.command or villains.BASIC
  local mp = (b.movement or 0) + (b.spell_movement or 0)
  local paths = villains.paths(game, b, mp)
  for _, group in ipairs(villains.rank(game, b, command)) do
    local options = {}
    for _, h in ipairs(group.heroes) do
      for sq, e in pairs(paths) do
        if villains.can_hit(game, def, sq, h.at) then
          options[#options + 1] = { hero = h, sq = sq, e = e, key = { e.cost or 0, e.harm or 0 } }
        end
      end
    end
    if #options > 0 then
      table.sort(options, function(x, y)
        if villains.less(x.key, y.key) then return true end
        if villains.less(y.key, x.key) then return false end
        if x.hero.id ~= y.hero.id then return x.hero.id < y.hero.id end
        return x.sq < y.sq
      end)
      local best = {}
      for _, o in ipairs(options) do
        if not villains.less(options[1].key, o.key) then best[#best + 1] = o end
      end
      local stay
      for _, o in ipairs(best) do
        if o.sq == b.at and not stay then stay = o end
      end
      local pick = stay
        or villains.golden(
          game,
          best,
          b.id .. ": which target and square?",
          function(o) return "boss " .. o.hero.id .. " " .. o.sq end
        )
      if pick.sq ~= b.at then villains.walk(game, b, pick.e, mp) end
      if not b.dead and b.on_board and not pick.hero.dead and villains.can_hit(game, def, b.at, pick.hero.at) then
        villains.strike(game, b, def, pick.hero, { bonus = b.spell_bonus })
      end
      return pick
    end
  end
  local far = villains.paths(game, b, mp * 2)
  -- nobody in reach even after moving: towards the command's best fit (10.3.1)
  local plan = villains.approach(game, b, far, command)
  if plan and plan.sq ~= b.at then villains.walk(game, b, plan.e, mp * 2) end
  return plan
end

--- The boss's turn (its start-of-turn effects ended in coop.foe_turn).
function boss.turn(game, b)
  boss.refresh(game, b)
  if b.dead then return end
  boss.special(game, b)
  boss.aura(game, b)
  local spell = boss.spell(game, b)
  if b.dead then return end
  boss.action(game, b, spell)
end

return boss
