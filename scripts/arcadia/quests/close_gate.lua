-- PvE quest (The Moon Gate): close the gate. `at`: the gate spaces (the Red and Green quest
-- token spaces of the map; the tokens stay there, the scenario need not lay them).
-- A hero that ends its activation on a gate space with no enemy there closes the gate: its
-- guild fulfils the quest and at once takes one spawn token of its choice off the board (no
-- monster spawns there any more; `remove_spawn: false` leaves them). Every guild may close it
-- once; only the first wins the quest's `title` (quests.grant_title).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, type, tostring, error, pcall, table, require =
  ipairs, pairs, type, tostring, error, pcall, table, require

return {
  name = "Close the Gate",
  text = "End an activation on a gate space with no enemy there; then remove a spawn token.",
  setup = function(q, game)
    local at = q.spec.at
    if type(at) ~= "table" or #at == 0 then
      error("quest `" .. q.id .. "` (close_gate) needs `at`: a list of gate spaces")
    end
    for _, s in ipairs(at) do
      local ok, space = pcall(game.close, tostring(s), tostring(s))
      if not (ok and space) then
        error("quest `" .. q.id .. "` (close_gate): `at`: `" .. tostring(s) .. "` is not a space of the board")
      end
    end
  end,
  on = {
    activation_end = function(q, e, game)
      local hero = e.figure
      if hero == nil or not hero.on_board or hero.side == "monsters" then return nil end
      local side = hero.side
      if game.side(side)["quest " .. q.id] then return nil end
      local gate = false
      for _, s in ipairs(q.spec.at) do
        if s == hero.at then gate = true end
      end
      if not gate then return nil end
      for _, f in ipairs(game.figures({ at = hero.at })) do
        if hero:is_enemy(f) then return nil end
      end
      if q.spec.remove_spawn ~= false then
        local tokens = require("arcadia.monsters").spawn_tokens(game)
        local keys = {}
        for k in pairs(tokens) do
          keys[#keys + 1] = k
        end
        table.sort(keys)
        if #keys > 0 then
          local options = {}
          for _, k in ipairs(keys) do
            options[#options + 1] =
              { key = "remove spawn " .. k, label = "remove the " .. k .. " spawn token at " .. tokens[k], token = k }
          end
          local pick = options[1]
          if #options > 1 then
            pick = game.choose({
              side = side,
              prompt = side .. " closed the gate: which spawn token leaves the board?",
              options = options,
            })
          end
          game.vars["spawn token " .. pick.token .. " removed"] = true
          game.log(side .. " removes the " .. pick.token .. " spawn token")
        end
      end
      return side
    end,
  },
}
