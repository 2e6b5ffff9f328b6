-- PvE quest (Brightsun Arena): King of the Arena. `at`: the arena's quest token spaces (the
-- tokens stay on the board, cards/arcadia/scenario_rules/brightsun_arena_rules.lua); `marks`
-- (default 5).
-- A hero that ends its activation on one of those spaces with no enemy there drops one of its
-- guild's markers on it (side variables `quest ID marks` and `quest ID mark SPACE`). The guild
-- fulfils the quest with its `marks`-th marker, or once it has a marker on every space. Only
-- the first guilds get the Reward cards (as many as the quest's `rewards`).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, type, tostring, error, pcall, math = ipairs, type, tostring, error, pcall, math

return {
  name = "King of the Arena",
  text = "End activations on the arena's quest token spaces: 5 markers, or one on each, win it.",
  setup = function(q, game)
    local at = q.spec.at
    if type(at) ~= "table" or #at == 0 then
      error("quest `" .. q.id .. "` (king_of_the_arena) needs `at`: the quest token spaces")
    end
    for _, s in ipairs(at) do
      local ok, space = pcall(game.close, tostring(s), tostring(s))
      if not (ok and space) then
        error("quest `" .. q.id .. "` (king_of_the_arena): `at`: `" .. tostring(s) .. "` is not a space of the board")
      end
    end
    local m = q.spec.marks
    if m ~= nil and (math.type(m) ~= "integer" or m < 1) then
      error("quest `" .. q.id .. "` (king_of_the_arena): `marks` must be a whole number >= 1")
    end
  end,
  -- The status panel: markers dropped so far.
  progress = function(q, game, side)
    return (game.side(side)["quest " .. q.id .. " marks"] or 0) .. "/" .. (q.spec.marks or 5) .. " markers"
  end,
  on = {
    activation_end = function(q, e, game)
      local hero = e.figure
      if hero == nil or not hero.on_board or hero.side == "monsters" then return nil end
      local side = hero.side
      local s = game.side(side)
      if s["quest " .. q.id] then return nil end
      local on = false
      for _, at in ipairs(q.spec.at) do
        if at == hero.at then on = true end
      end
      if not on then return nil end
      for _, f in ipairs(game.figures({ at = hero.at })) do
        if hero:is_enemy(f) then return nil end
      end
      local n = (s["quest " .. q.id .. " marks"] or 0) + 1
      s["quest " .. q.id .. " marks"] = n
      s["quest " .. q.id .. " mark " .. hero.at] = true
      game.log(side .. " drops marker " .. n .. " on " .. hero.at)
      local every = true
      for _, at in ipairs(q.spec.at) do
        if not s["quest " .. q.id .. " mark " .. at] then every = false end
      end
      if n >= (q.spec.marks or 5) or every then return side end
      return nil
    end,
  },
}
