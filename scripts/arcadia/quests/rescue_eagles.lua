-- PvE quest (The Rookery): rescue an eagle. Each eagle is a quest token in a cage; a hero picks
-- one up and carries it to a space of `at` (the blue portal the eagles fly home through).
-- Arriving there with no enemy in the space frees the eagle: the token leaves the game and the
-- quest is fulfilled. `colours` (optional) limits which tokens are eagles (default: any quest
-- token); `max_guilds` as for escort. The Rookery's special rule (one quest token per guild at
-- a time) is its scenario rule card, cards/arcadia/scenario_rules/the_rookery_rules.lua.

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local require = require

local escort = require("arcadia.quests.escort")

return {
  name = "Rescue the Eagles",
  text = "Carry an eagle (a quest token) to the marked portal with no enemy there.",
  setup = function(q, game) escort.check_spec(q, game, "rescue_eagles", "at", true) end,
  aims = function(q, game, side, ctx) return escort.aims_to(q, game, side, ctx, q.spec.at) end,
  on = {
    moved = function(q, e, game) return escort.arrive(q, game, e.figure, q.spec.at) end,
  },
}
