-- Quests and victory (rulebook p.24-25): PvP quests built in, PvE quests from
-- scripts/arcadia/quests/*.lua named by the scenario, first-fulfil coins, victory, and
-- end-of-scenario coins.
local quests = {}

--- Setup: the scenario's quests.
function quests.setup(game) end

--- Checks quests after a state change; ends the game (game.finish) on victory.
function quests.check(game) end

return quests
