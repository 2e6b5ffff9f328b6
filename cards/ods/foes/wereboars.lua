-- Wereboars (foe, dragon). Named by the rulebook (components p.4, 2 standees); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional).
---@type OdsFoe
return {
  kind = "foe",
  name = "Wereboars",
  villain = "dragon",
  defence = 4,
  attack = 6,
  health = 5,
  reward = 2,
  standees = 2,
  ability = {
    text = "Gore: a champion it wounds loses 1 more Health.",
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
