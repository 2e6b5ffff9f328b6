-- PvE quest: kill a given monster (or any monsters), `count` times (default 1).
-- Parameters: `card` (a monster card id, e.g. troll), `cards` (a list: any of them counts, e.g.
-- both Sisters) or `figure` (a figure id); none of them means any monster. Credit goes to the
-- guild of the hero who dealt the last wound (AQ p.18, p.22: helping to kill a villain earns
-- its coins, not its quest).
-- `per_guild: true` (Destroy a Stone): each guild may fulfil it once and then leaves the other
-- quest monsters alone: a guild that fulfilled it is not offered attacks on them any more.

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, type, tostring, error, math, require = ipairs, type, tostring, error, math, require

local quests_mod = function() return require("arcadia.quests") end

local function matches(q, victim)
  if victim.side ~= "monsters" then return false end
  if q.spec.card and victim.card ~= q.spec.card then return false end
  if q.spec.cards then
    local any = false
    for _, id in ipairs(q.spec.cards) do
      if victim.card == id then any = true end
    end
    if not any then return false end
  end
  if q.spec.figure and victim.id ~= q.spec.figure then return false end
  return true
end

return {
  name = "Kill a monster",
  text = "Kill the named monster (or `count` monsters).",
  setup = function(q, game)
    local s = q.spec
    if s.card ~= nil and (type(s.card) ~= "string" or game.def(s.card) == nil) then
      error("quest `" .. q.id .. "` (kill_monster): `card: " .. tostring(s.card) .. "` is not a card")
    end
    if s.cards ~= nil then
      if type(s.cards) ~= "table" or #s.cards == 0 then
        error("quest `" .. q.id .. "` (kill_monster): `cards` must be a list of monster card ids")
      end
      for _, id in ipairs(s.cards) do
        local d = type(id) == "string" and game.def(id) or nil
        if d == nil or d.kind ~= "monster" then
          error("quest `" .. q.id .. "` (kill_monster): `cards`: `" .. tostring(id) .. "` is not a monster card")
        end
      end
    end
    if s.count ~= nil and (math.type(s.count) ~= "integer" or s.count < 1) then
      error("quest `" .. q.id .. "` (kill_monster): `count` must be a whole number >= 1")
    end
    if s.per_guild ~= nil and type(s.per_guild) ~= "boolean" then
      error("quest `" .. q.id .. "` (kill_monster): `per_guild` must be true or false")
    end
    if s.per_guild then game.vars["quests restrict attacks"] = true end
  end,
  -- The status panel: kills so far when more than one is needed.
  progress = function(q, game, side)
    local need = q.spec.count or 1
    if need <= 1 then return nil end
    return (game.side(side)["quest " .. q.id .. " kills"] or 0) .. "/" .. need .. " kills"
  end,
  -- The bots (scripts/arcadia/ai_quests.lua): the matching monsters on the board, and the kills
  -- so far of a `count`. A `per_guild` quest the guild fulfilled is not asked (it is done).
  aims = function(q, game, side, ctx)
    local kill = {}
    for _, m in ipairs(ctx.monsters()) do
      if matches(q, m) then kill[#kill + 1] = m end
    end
    local need = q.spec.count or 1
    return { kill = kill, progress = (game.side(side)["quest " .. q.id .. " kills"] or 0) / need }
  end,
  -- attack.options asks this (through quests.may_attack) when some quest restricts attacks.
  may_attack = function(q, game, hero, target)
    if not q.spec.per_guild or not matches(q, target) then return true end
    return game.side(hero.side)["quest " .. q.id] ~= true
  end,
  on = {
    figure_killed = function(q, e, game)
      local victim = e.figure
      if not matches(q, victim) then return nil end
      local out = {}
      for _, side in ipairs(quests_mod().credited(game, e)) do
        if not (q.spec.per_guild and game.side(side)["quest " .. q.id]) then
          local key = "quest " .. q.id .. " kills"
          local n = (game.side(side)[key] or 0) + 1
          game.side(side)[key] = n
          if n >= (q.spec.count or 1) then out[#out + 1] = side end
        end
      end
      return out
    end,
  },
}
