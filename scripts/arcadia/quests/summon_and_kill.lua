-- PvE quest (Red Dawn Square): summon a villain, then kill it. `colours`: the quest tokens that
-- summon it; `card`: its monster card (e.g. lord_fang), a figure the scenario keeps beside the
-- board (`off_board: true`).
-- A hero stepping on (collecting) a quest token of those colours removes it at once and makes a
-- spawn roll for the villain alone: if the rolled spawn token is on the board and its space is
-- not Full, the villain is placed there; otherwise it stays beside the board. Once it is on the
-- board, the guild whose hero kills it fulfils the quest (only one can: a villain never comes
-- back).

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, type, tostring, error, require = ipairs, type, tostring, error, require

local function villain(q, game)
  for _, f in ipairs(game.figures({ side = "monsters" })) do
    if f.card == q.spec.card then return f end
  end
  return nil
end

local function summons(q, c)
  if c.card ~= "quest_token" then return false end
  for _, colour in ipairs(q.spec.colours) do
    if c.colour == colour then return true end
  end
  return false
end

return {
  name = "Summon and kill",
  text = "Step on a summoning token to call the villain, then kill it.",
  setup = function(q, game)
    local s = q.spec
    if type(s.colours) ~= "table" or #s.colours == 0 then
      error("quest `" .. q.id .. "` (summon_and_kill) needs `colours`: the quest token colours that summon")
    end
    local d = type(s.card) == "string" and game.def(s.card) or nil
    if d == nil or d.kind ~= "monster" then
      error(
        "quest `" .. q.id .. "` (summon_and_kill) needs `card`: a monster card id, not `" .. tostring(s.card) .. "`"
      )
    end
    if villain(q, game) == nil then
      error(
        "quest `"
          .. q.id
          .. "` (summon_and_kill): no monster figure plays `"
          .. s.card
          .. "` (give it `off_board: true`)"
      )
    end
  end,
  -- The bots (scripts/arcadia/ai_quests.lua): the villain once it is on the board, else the
  -- summoning tokens still lying there.
  aims = function(q, game, side, ctx)
    for _, m in ipairs(ctx.monsters()) do
      if m.card == q.spec.card then return { kill = { m } } end
    end
    local fetch = {}
    for _, t in ipairs(ctx.lying()) do
      if t.card == "quest_token" and summons(q, t.c) then fetch[#fetch + 1] = t.at end
    end
    if #fetch == 0 or villain(q, game).boxed then return nil end
    return { fetch = fetch }
  end,
  on = {
    token_collected = function(q, e, game)
      local c = e.token
      if not summons(q, c) then return nil end
      game.move_card(c, nil)
      local v = villain(q, game)
      game.log(e.figure.id .. " steps on the " .. tostring(c.colour) .. " token: a spawn roll for " .. v.id)
      if v.on_board or v.boxed then return nil end
      local monsters = require("arcadia.monsters")
      local key, at = monsters.spawn_roll(game)
      if at == nil then
        game.log("no spawn token " .. key .. ": " .. v.id .. " stays beside the board")
      elseif #game.figures({ at = at }) >= 2 then
        game.log("spawn token " .. key .. " at " .. at .. " is Full: " .. v.id .. " stays beside the board")
      else
        v.wounds = 0
        game.place(v, at)
        game.emit("spawn", { figure = v, at = at, detail = v.id .. " " .. at })
      end
      return nil
    end,
    figure_killed = function(q, e, game)
      if e.figure.side ~= "monsters" or e.figure.card ~= q.spec.card then return nil end
      return require("arcadia.quests").credited(game, e)
    end,
  },
}
