-- Trait values with modifiers and the stacking rule (p.11, p.15, FAQ p.17).
-- Read from the cards every time, never stored (docs/ODS.md §3).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, type, tonumber, table, require = ipairs, type, tonumber, table, require

local spells = require("ods.spells")
local rulebook = require("ods.rulebook")
local M = {}

M.TRAITS = { "might", "agility", "insight", "awareness", "persuasion", "resolve" }

-- the type a resource counts as for stacking: relics by the type written on them (p.11)
local function stack_type(d)
  if d.type == "relic" then return d.counts_as or "relic" end
  return d.type
end

--- Resources attached to `champion` whose trait modifiers count, grouped by stacking type:
--- {weapon = {card, ...}, ...}. Spells and feats are counted by spells.mods; companions give
--- nothing in a duel (p.14).
function M.groups(game, champion, ctx)
  local groups, order = {}, {}
  for _, c in ipairs(champion:cards()) do
    local d = c.def or {}
    if
      d.kind == "resource"
      and d.mods
      and d.type ~= "spell"
      and d.type ~= "combat_feat"
      and not (ctx and ctx.duel and d.type == "companion")
    then
      local t = stack_type(d)
      if not groups[t] then
        groups[t] = {}
        order[#order + 1] = t
      end
      table.insert(groups[t], c)
    end
  end
  table.sort(order)
  return groups, order
end

-- a card dominates another when it is at least as good on every trait
local function dominates(a, b)
  for _, t in ipairs(M.TRAITS) do
    if ((a.def.mods or {})[t] or 0) < ((b.def.mods or {})[t] or 0) then return false end
  end
  return true
end

local function dominant(list)
  for _, a in ipairs(list) do
    local all = true
    for _, b in ipairs(list) do
      if not dominates(a, b) then
        all = false
        break
      end
    end
    if all then return a end
  end
  return nil
end

--- In a combat round one card of each type serves both the attack and the defence (p.11 "for
--- both attacking and defending in a combat round"): when no card of a type is best on every
--- trait, the player picks (`use CARD`) once per round; the pick is figure var `use_<type>` =
--- "combat.round:instance". Outside combat a test reads one trait, so the best card counts.
function M.choose_types(game, champion, ctx)
  local key = spells.round_key(game)
  if not key then return end
  local groups, order = M.groups(game, champion, ctx)
  for _, t in ipairs(order) do
    local list = groups[t]
    local var = "use_" .. t
    local stored = champion[var]
    local fresh = not (type(stored) == "string" and stored:sub(1, #key + 1) == key .. ":")
    if #list > 1 and not dominant(list) and fresh then
      local options, seen = {}, {}
      for _, c in ipairs(list) do
        if not seen[c.card] then
          seen[c.card] = true
          options[#options + 1] = { key = "use " .. c.card, card = c }
        end
      end
      if #options > 1 then
        local o = game.choose({
          side = champion.side,
          options = options,
          prompt = champion.id .. ": which " .. t .. " counts this combat round (p.11)?",
          rule = rulebook.bonus_type,
        })
        champion[var] = key .. ":" .. o.card.id
      end
    end
  end
end

local function picked(game, champion, t, list)
  local key = spells.round_key(game)
  local stored = key and champion["use_" .. t]
  if stored and stored:sub(1, #key + 1) == key .. ":" then
    local id = tonumber(stored:sub(#key + 2))
    for _, c in ipairs(list) do
      if c.id == id then return c end
    end
  end
  return nil
end

--- Total value of a trait for a test; ctx = {kind=, combat=, foe=, duel=}. Returns the total and
--- the parts used (list of {card=, value=, kind=}; the first is the champion's own trait).
function M.value(game, champion, trait, ctx)
  local d = game.def(champion.card) or {}
  local parts = { { card = champion.card, value = (d.traits or {})[trait] or 0, kind = "champion" } }
  -- passives "always in effect" (p.7); data form passive.mods = {trait = n}
  local pm = d.passive and d.passive.mods
  if pm and pm[trait] then parts[#parts + 1] = { card = champion.card, value = pm[trait], kind = "passive" } end
  -- one card per resource type (p.11)
  local groups, order = M.groups(game, champion, ctx)
  for _, t in ipairs(order) do
    local list = groups[t]
    local c = picked(game, champion, t, list)
    if not c then
      for _, x in ipairs(list) do
        if not c or (x.def.mods[trait] or 0) > (c.def.mods[trait] or 0) then c = x end
      end
    end
    local v = c.def.mods[trait]
    if v and v ~= 0 then parts[#parts + 1] = { card = c.card, value = v, kind = t } end
  end
  for _, p in ipairs(spells.mods(game, champion, trait, ctx)) do
    parts[#parts + 1] = p
  end
  -- afflictions always stack, even two of one type (p.15)
  for _, c in ipairs(champion:cards()) do
    local cd = c.def or {}
    if cd.kind == "affliction" and cd.mods and cd.mods[trait] then
      parts[#parts + 1] = { card = c.card, value = cd.mods[trait], kind = "affliction" }
    end
  end
  local total = 0
  for _, p in ipairs(parts) do
    total = total + p.value
  end
  return total, parts
end

return M
