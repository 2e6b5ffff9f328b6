-- PvE quest: end your own turn with one of your heroes on a given space (`at`, a space or a
-- list of spaces) with no enemy hero or monster sharing it.

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, type, error = ipairs, type, error

local function spaces(spec)
  if type(spec.at) == "table" then return spec.at end
  return { spec.at }
end

return {
  name = "Hold a space",
  text = "End your turn with a hero on the marked space and no enemy there.",
  setup = function(q, game)
    if q.spec.at == nil then error("quest `" .. q.id .. "` (hold_space) needs `at`: a space") end
  end,
  on = {
    turn_end = function(q, e, game)
      for _, at in ipairs(spaces(q.spec)) do
        local mine, enemy = false, false
        for _, f in ipairs(game.figures({ at = at })) do
          if f.side == e.side then
            mine = true
          else
            enemy = true
          end
        end
        if mine and not enemy then return e.side end
      end
      return nil
    end,
  },
}
