-- Of Dreams & Shadows. `play`: set-up (p.6–7), Act I and Act II (p.8), the ending (p.16);
-- the order of play lives in ods/acts.lua. Design: docs/ODS.md.

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local ipairs, pairs, type, tostring, pcall, require = ipairs, pairs, type, tostring, pcall, require

local rules = {}

-- The moments an effect may last until (game.effect's `until`) and the conditions it may last
-- `while`, in this ruleset's events: MODDING §3, "Effects that last".
game.moments({
  end_of_turn = { at = "turn_end", text = "the end of the Turn" },
  end_of_phase = { at = "phase_end", text = "the end of the phase" },
  start_of_next_round = { at = "round_start", match = "champion", text = "the start of its next Round" },
  end_of_combat_round = { at = "combat_round_end", text = "the end of the combat round" },
  end_of_combat = { at = "combat_end", text = "the end of the combat" },
})
game.conditions({
  wounded = {
    test = function(f) return type(f) == "table" and (f.health or 0) < (f.max_health or 0) end,
    text = "wounded",
  },
})

function rules.play(game) return require("ods.acts").play(game) end

-- The steps the rules push: a Turn of an Act, its champions' Rounds and actions (ods/acts.lua).
rules.steps = {
  turn = function(game, args) return require("ods.acts").step(game, args) end,
}
for name, f in pairs(require("ods.acts").steps) do
  rules.steps[name] = f
end

--- Read-only query: the status panel as `side` may see it (scripts/ods/status.lua).
function rules.status(game, side) return require("ods.status").of(game, side) end

--- Read-only query: the end-of-game summary the REPL prints when the game is over (issue 20,
--- item 6): the outcome, when, and each champion's Health.
function rules.summary(game)
  if game.vars.outcome == nil then return nil end
  local lines = {
    (game.vars.outcome == "victory" and "the champions win" or "the foes win") .. " in Act " .. tostring(
      game.vars.act or 1
    ) .. ", Turn " .. tostring(game.vars.turn or 1),
  }
  for _, side in ipairs(game.seating()) do
    if side:match("^p%d$") then
      -- The champions in play have a Health; the others never left the box.
      for _, f in ipairs(game.figures({ side = side })) do
        if f.health ~= nil then
          lines[#lines + 1] = "  "
            .. f.id
            .. ": Health "
            .. tostring(f.health)
            .. (f.on_board and (" at " .. f.at) or " (defeated)")
        end
      end
    end
  end
  return lines
end

-- Read-only queries for bots and fuzzing (scripts/ods/ai.lua, owner G, later).
local ok, ai = pcall(require, "ods.ai")
if ok and type(ai) == "table" then
  rules.invariants, rules.evaluate, rules.suggest = ai.invariants, ai.evaluate, ai.suggest
  rules.on_choice = ai.on_choice
  rules.lookahead = ai.lookahead
end

return rules
