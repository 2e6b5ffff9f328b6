-- Spells (invoked, per turn / per use) and combat feats (p.11–12, FAQ p.17).
-- State lives on figures and card instances only: a turn-long spell marks every champion it
-- reached with figure var `spell_<card id>` = the Turn's stamp; a feat marks its card with
-- `feat_round` = the combat round's key. Nothing needs undoing at the Turn's end: a stale stamp
-- simply no longer matches.

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, tostring, error, math, require = ipairs, tostring, error, math, require

local M = {}

local rulebook = require("ods.rulebook")

--- a number naming this Turn (Act I Turn 3 = 13, Act II Turn 1 = 21): "once per Turn" marks
function M.stamp(game) return (game.vars.act or 1) * 10 + (game.vars.turn or 1) end

--- "combat.round" of the combat round being fought, or nil outside combat
function M.round_key(game)
  if not game.vars.combat or not game.vars.combat_round then return nil end
  return tostring(game.vars.combat) .. "." .. tostring(game.vars.combat_round)
end

local function def_of(c) return c.def or {} end

--- champions in play standing on `space`, in scenario order
function M.champions_on(game, space) return require("ods.board").champions_at(game, space) end

function M.foes_on(game, space)
  local out = {}
  for _, f in ipairs(game.figures({ at = space })) do
    if f.side == "foes" and (f.health or 1) > 0 then out[#out + 1] = f end
  end
  return out
end

local function spirit_touched(game, champion)
  local d = game.def(champion.card)
  return d and d.spirit_touched == true
end

local function kind_of(c)
  local d = def_of(c)
  return d.kind == "resource" and d.type or nil
end

--- Whether `champion` may invoke spell card instance `card` now, and why not (p.10, p.11).
function M.castable(game, champion, card)
  local d = def_of(card)
  if kind_of(card) ~= "spell" or not d.spell then return false, "not a spell" end
  if card.holder ~= champion then return false, "not attached to " .. champion.id end
  if not spirit_touched(game, champion) then return false, "only Spirit-Touched champions invoke spells (p.10)" end
  if card.exhausted then return false, "already used this Turn" end
  local s = d.spell
  if s.duration == "turn" and card.cast_turn == M.stamp(game) then
    return false, "already cast this Turn (a second cast adds nothing, FAQ p.17)"
  end
  if s.duration == "turn" then
    -- Another copy cast here this Turn already reaches everyone on the space: a cast would add
    -- nothing (FAQ p.17) and waste the action. One champion here without it is worth a cast.
    local stamp, lacking = M.stamp(game), false
    for _, f in ipairs(M.champions_on(game, champion.at)) do
      if f["spell_" .. card.card] ~= stamp then lacking = true end
    end
    if not lacking then return false, "its effect already lasts this Turn for every champion here (FAQ p.17)" end
  end
  if s.heal and #M.heal_targets(game, champion) == 0 then return false, "nobody here is wounded" end
  if s.damage and #M.foes_on(game, champion.at) == 0 then return false, "no foe here" end
  return true
end

function M.heal_targets(game, champion)
  local out = {}
  for _, f in ipairs(M.champions_on(game, champion.at)) do
    if (f.health or 0) < (f.max_health or 0) then out[#out + 1] = f end
  end
  return out
end

local function pick(game, champion, list, prompt)
  if #list == 1 then return list[1] end
  local options = {}
  for _, f in ipairs(list) do
    options[#options + 1] = { key = "on " .. f.id, figure = f }
  end
  return game.choose({ side = champion.side, prompt = prompt, options = options, rule = rulebook.spell_target }).figure
end

--- Invokes spell instance `card` (an action, p.10). Turn-long spells reach every champion on
--- the caster's space when cast (FAQ p.17); Heal / Call the Storm act once per cast (p.11).
function M.cast(game, champion, card)
  local ok, why = M.castable(game, champion, card)
  if not ok then error("cannot cast " .. card.card .. ": " .. why, 2) end
  local d, s = card.def, card.def.spell
  local target
  if s.duration == "turn" then
    for _, f in ipairs(M.champions_on(game, champion.at)) do
      f["spell_" .. card.card] = M.stamp(game)
    end
    card.cast_turn = M.stamp(game)
  elseif s.heal then
    target = pick(game, champion, M.heal_targets(game, champion), champion.id .. ": heal whom?")
    target.health = math.min(target.max_health or target.health, (target.health or 0) + s.heal)
  elseif s.damage then
    target = pick(game, champion, M.foes_on(game, champion.at), champion.id .. ": strike which foe?")
    -- foes.damage defeats it at 0 and pays the reward once (p.13 "5. Reward")
    require("ods.foes").damage(game, target, s.damage, champion)
  end
  if s.perform then s.perform(card, game, champion) end
  if d.once_per_turn then card.exhausted = true end
  game.emit(
    "spell_cast",
    { champion = champion, card = card, space = champion.at, target = target, detail = champion.id .. " " .. card.card }
  )
end

-- Feats -----------------------------------------------------------------------------------------

--- feats `champion` may activate before its attack roll this round (p.12: one per round, then
--- sideways until the next Turn)
function M.feat_options(game, champion)
  local key, out = M.round_key(game), {}
  for _, c in ipairs(champion:cards()) do
    if kind_of(c) == "combat_feat" then
      if key and c.feat_round == key then return {} end -- one already active this round
      if not c.exhausted then out[#out + 1] = c end
    end
  end
  return out
end

function M.use_feat(game, champion, card)
  card.feat_round = M.round_key(game) or "none"
  card.exhausted = true
  game.emit("feat_used", { champion = champion, card = card, detail = champion.id .. " " .. card.card })
end

--- asks `feat CARD` / `no feat` before an attack roll (combat.lua calls it); returns the card or nil
function M.ask_feat(game, champion)
  local list = M.feat_options(game, champion)
  if #list == 0 then return nil end
  local options, seen = {}, {}
  for _, c in ipairs(list) do
    if not seen[c.card] then
      seen[c.card] = true
      options[#options + 1] = { key = "feat " .. c.card, card = c }
    end
  end
  options[#options + 1] = { key = "no feat" }
  local o = game.choose({
    side = champion.side,
    prompt = champion.id .. ": a combat feat before the attack?",
    options = options,
    rule = rulebook.feat,
  })
  if o.card then M.use_feat(game, champion, o.card) end
  return o.card
end

-- Trait modifiers -------------------------------------------------------------------------------

local function better(a, b) return b == nil or a.value > b.value end

--- The spell and feat parts of a trait for traits.value: the best turn-long spell reaching the
--- champion (once per spell card id, and one spell bonus per test, p.11, FAQ p.17) and the feat
--- active this combat round (one per round, p.12). Returns a list of {card=, value=, kind=}.
function M.mods(game, champion, trait, ctx)
  local parts, best = {}, nil
  local stamp = M.stamp(game)
  for _, id in ipairs(game.card_ids("resource")) do
    local d = game.def(id)
    local s = d and d.type == "spell" and d.spell
    if s and s.duration == "turn" and s.mods and s.mods[trait] and champion["spell_" .. id] == stamp then
      local p = { card = id, value = s.mods[trait], kind = "spell" }
      if better(p, best) then best = p end
    end
  end
  if best then parts[#parts + 1] = best end
  local key = M.round_key(game)
  if key then
    for _, c in ipairs(champion:cards()) do
      local f = kind_of(c) == "combat_feat" and c.def.feat
      if f and c.feat_round == key and f.mods and f.mods[trait] then
        parts[#parts + 1] = { card = c.card, value = f.mods[trait], kind = "combat_feat" }
        break
      end
    end
  end
  return parts
end

return M
