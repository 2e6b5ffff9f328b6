-- Wood-Wose (foe, dragon). Named by the rulebook (components p.4, 2 standees); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional).
---@type OdsFoe
return {
  kind = "foe",
  name = "Wood-Wose",
  villain = "dragon",
  defence = 5,
  attack = 6,
  health = 6,
  reward = 3,
  standees = 2,
  ability = {
    text = "Grasping roots: every Combat Phase, fought or not, each champion on its space or a space next to it loses 1 Health.",
    every_combat_phase = true,
    -- called by combat.phase (B) once per Combat Phase for each such foe on the board (p.13)
    perform = function(card, game, foe)
      local combat = require("ods.combat")
      local spaces = { [foe.at] = true }
      for _, s in ipairs(game.links(foe.at)) do
        spaces[s] = true
      end
      for _, f in ipairs(game.figures({ on_board = true })) do
        if f.side ~= "foes" and spaces[f.at] and not f.dead then combat.damage_champion(game, f, 1, card) end
      end
    end,
  },
  provisional = true,
}
