-- Rhaler (epic foe, dragon). Named by the rulebook (components p.4, one standee); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional). Removed from the game
-- when defeated (p.14).
---@type OdsEpicFoe
return {
  kind = "epic_foe",
  name = "Rhaler",
  villain = "dragon",
  defence = 7,
  attack = 8,
  health = 10,
  reward = 5,
  standees = 1,
  ability = {
    text = "Dread: a champion he wounds also loses 1 Willpower.",
  },
  on = {
    defence_done = {
      when = function(self, e)
        return e.foe ~= nil and self.holder ~= nil and e.foe.id == self.holder.id and (e.damage or 0) > 0
      end,
      run = function(self, e) e.champion.willpower = math.max(0, (e.champion.willpower or 0) - 1) end,
    },
  },
  provisional = true,
}
