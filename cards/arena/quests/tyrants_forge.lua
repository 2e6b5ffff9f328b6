-- Quest card of the boss fight "The Tyrant's Forge" (scripts/arena/scenarios/boss_tyrants_forge.yaml):
-- kill the Molten Tyrant (ATC 10.3). Our own quest.
local coop = function() return require("arena.coop") end

return {
  kind = "quest",
  name = "The Tyrant's Forge",
  objectives = {
    primary = { text = "Kill the Molten Tyrant.", xp = 8 },
    secondary = { { id = "swift", text = "Kill it within 8 rounds.", xp = 3 } },
  },
  text = "The Molten Tyrant waits among the lava pools of its forge.",
  provisional = true,
  on = require("arena.coop").quest_handlers(),
  check = function(card, game)
    if game.figure("tyrant").dead then
      if (game.vars.round or 0) <= 8 then coop().achieve(game, "swift") end
      return "heroes"
    end
    return nil
  end,
}
