-- Wraiths (foe, arawn). Named by the rulebook (components p.4, 2 standees); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional).
---@type OdsFoe
return {
  kind = "foe",
  name = "Wraiths",
  villain = "arawn",
  defence = 5,
  attack = 6,
  health = 4,
  reward = 2,
  standees = 2,
  ability = {
    text = "Grave chill: a champion it wounds also loses 1 Willpower.",
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
