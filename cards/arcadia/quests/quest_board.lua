-- The Quest Board: the quest cards laid out beside the map. Not a game card anyone holds; the
-- rules put one on the table (held by the monsters side) so that the events quests care about
-- reach scripts/arcadia/quests.lua, whatever rule or card raised them (kills by abilities and
-- traps raise `figure_killed` themselves).
local EVENTS = {
  "figure_killed",
  "wounds_dealt",
  "token_collected",
  "moved",
  "portal_used",
  "door_flipped",
  "activation_end",
  "turn_end",
  "spawn",
  "rest",
}

-- Required once as the card loads, not at every event (each `require` is a call into the host).
local quests = require("arcadia.quests")

local on = {}
for _, name in ipairs(EVENTS) do
  on[name] = {
    when = function(self, e, game) return quests.wants(game, self, name) end,
    run = function(self, e, game) quests.on_event(game, name, e) end,
  }
end

---@type ArcadiaCard
return {
  name = "Quest Board",
  kind = "quest",
  text = "The scenario's quests: PvP quests for every guild in play and the scenario's PvE "
    .. "quests (scripts/arcadia/quests/).",
  on = on,
}
