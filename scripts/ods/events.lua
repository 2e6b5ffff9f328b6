-- The Event Phase (p.16): one Event card for the group (RULES-NOTES "One Event card per Turn"),
-- resolved by its data steps (ods/steps.lua) or its `run`, then put face down at the bottom of
-- the Event deck (`deck_event`). acts.lua then calls villains.progress and afflictions.turn_end.
-- Card format: docs/ODS.md §4.6.

-- The globals this file reads, as upvalues: a global read walks the sandbox's read-only
-- environment (two tables and their metatables), an upvalue is one instruction.
local tostring, error, require = tostring, error, require

local decks = require("ods.decks")
local steps = require("ods.steps")

local M = {}

--- resolves Event card `id` for the group (used by the phase and by cards that force an event)
function M.resolve(game, id)
  local def = game.def(id)
  if not def then error("events: unknown event card " .. tostring(id), 2) end
  game.log("Event: " .. (def.name or id) .. (def.text and (" — " .. def.text) or ""))
  game.emit("event_drawn", { card = id, detail = id })
  if def.run then
    def.run(def, game)
  elseif def.steps then
    steps.run(game, def.steps, { card = id })
  end
end

--- the Event Phase: draw the top card, resolve it, bottom face down (p.16). No card: nothing.
function M.phase(game)
  local id = decks.draw(game, "event")
  if not id then
    game.log("the Event deck is empty")
    return nil
  end
  M.resolve(game, id)
  decks.bottom(game, "event", id, false)
  return id
end

return M
