-- PvE quest: a guild's heroes hold `count` tokens (default 1) of card `token` (default
-- quest_token) at once, checked whenever one of its heroes collects a token.
-- `colours: [red, blue]`: only quest tokens of those colours count (card variable `colour`,
-- set by the scenario's `tokens:`); `own_colour: true`: only the quest token of the guild's own
-- colour (Recover the Bomb). `max_guilds: N`: only the first N guilds may fulfil it.
-- `consume: true`: the counted tokens leave the game when they fulfil it (swapped for the
-- Reward card, as the Lost Weapons and the Nobles are).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, type, tostring, error, math, require = ipairs, type, tostring, error, math, require

local function counts(q, c, side)
  if c.card ~= (q.spec.token or "quest_token") then return false end
  if q.spec.own_colour then return c.colour == side end
  if q.spec.colours == nil then return true end
  for _, colour in ipairs(q.spec.colours) do
    if c.colour == colour then return true end
  end
  return false
end

local function fulfilled_by(game, q)
  local n = 0
  for _, s in ipairs(require("arcadia.quests").guilds(game)) do
    if game.side(s)["quest " .. q.id] then n = n + 1 end
  end
  return n
end

return {
  name = "Collect quest tokens",
  text = "Have your heroes hold the given number of quest tokens.",
  setup = function(q, game)
    local s = q.spec
    if s.colours ~= nil then
      if type(s.colours) ~= "table" or #s.colours == 0 then
        error("quest `" .. q.id .. "` (collect_tokens): `colours` must be a list of quest token colours")
      end
      local known = {}
      for _, c in ipairs(game.def("quest_token").colours) do
        known[c] = true
      end
      for _, c in ipairs(s.colours) do
        if not known[c] then
          error(
            "quest `" .. q.id .. "` (collect_tokens): `colours`: `" .. tostring(c) .. "` is not a quest token colour"
          )
        end
      end
    end
    if s.token ~= nil and (type(s.token) ~= "string" or game.def(s.token) == nil) then
      error("quest `" .. q.id .. "` (collect_tokens): `token: " .. tostring(s.token) .. "` is not a card")
    end
    if s.count ~= nil and (math.type(s.count) ~= "integer" or s.count < 1) then
      error("quest `" .. q.id .. "` (collect_tokens): `count` must be a whole number >= 1")
    end
  end,
  -- The status panel: the counted tokens the guild's heroes hold now.
  progress = function(q, game, side)
    local n = 0
    for _, h in ipairs(game.figures({ side = side })) do
      for _, c in ipairs(h:cards()) do
        if counts(q, c, side) then n = n + 1 end
      end
    end
    return n .. "/" .. (q.spec.count or 1) .. " tokens"
  end,
  -- The bots (scripts/arcadia/ai_quests.lua): the counted tokens the guild holds (of `count`)
  -- and those lying on the board.
  aims = function(q, game, side, ctx)
    if q.spec.max_guilds and fulfilled_by(game, q) >= q.spec.max_guilds then return nil end
    local token = q.spec.token or "quest_token"
    local n = 0
    for _, h in ipairs(ctx.held(side)) do
      if h.card == token and counts(q, h.c, side) then n = n + 1 end
    end
    local fetch = {}
    for _, t in ipairs(ctx.lying()) do
      if t.card == token and counts(q, t.c, side) then fetch[#fetch + 1] = t.at end
    end
    return { progress = n / (q.spec.count or 1), fetch = fetch }
  end,
  on = {
    token_collected = function(q, e, game)
      local side = e.figure.side
      if game.side(side)["quest " .. q.id] then return nil end
      if q.spec.max_guilds and fulfilled_by(game, q) >= q.spec.max_guilds then return nil end
      local held = {}
      for _, h in ipairs(game.figures({ side = side })) do
        for _, c in ipairs(h:cards()) do
          if counts(q, c, side) then held[#held + 1] = c end
        end
      end
      if #held < (q.spec.count or 1) then return nil end
      if q.spec.consume then
        for _, c in ipairs(held) do
          game.move_card(c, nil)
        end
      end
      return side
    end,
  },
}
