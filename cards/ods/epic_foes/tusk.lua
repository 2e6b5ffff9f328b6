-- Tusk (epic foe, dragon). Named by the rulebook (components p.4, one standee); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional). Removed from the game
-- when defeated (p.14).
---@type OdsEpicFoe
return {
  kind = "epic_foe",
  name = "Tusk",
  villain = "dragon",
  defence = 6,
  attack = 9,
  health = 12,
  reward = 5,
  standees = 1,
  ability = {
    text = "Gore: a champion he wounds loses 1 more Health.",
  },
  on = {
    defence_done = {
      when = function(self, e)
        return e.foe ~= nil and self.holder ~= nil and e.foe.id == self.holder.id and (e.damage or 0) > 0
      end,
      run = function(self, e) e.damage = e.damage + 1 end,
    },
  },
  provisional = true,
}
