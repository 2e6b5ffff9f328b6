-- Of Dreams & Shadows. `play`: set-up (p.6–7), Act I and Act II (p.8), the ending (p.16);
-- the order of play lives in ods/acts.lua. Design: docs/ODS.md.
local rules = {}

function rules.play(game)
  return require("ods.acts").play(game)
end

-- The steps the rules push: a Turn of an Act, its champions' Rounds and actions (ods/acts.lua).
rules.steps = {
  turn = function(game, args) return require("ods.acts").step(game, args) end,
}
for name, f in pairs(require("ods.acts").steps) do rules.steps[name] = f end

-- Read-only queries for bots and fuzzing (scripts/ods/ai.lua, owner G, later).
local ok, ai = pcall(require, "ods.ai")
if ok and type(ai) == "table" then
  rules.invariants, rules.evaluate, rules.suggest = ai.invariants, ai.evaluate, ai.suggest
  rules.on_choice = ai.on_choice
  rules.lookahead = ai.lookahead
end

return rules
