-- Changelings (foe, morrigan). Named by the rulebook (components p.4, 2 standees); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional).
---@type OdsFoe
return {
  kind = "foe",
  name = "Changelings",
  villain = "morrigan",
  defence = 3,
  attack = 5,
  health = 4,
  reward = 2,
  standees = 2,
  ability = {
    text = "Light fingers: a champion it wounds loses 1 Gold.",
  },
  on = {
    defence_done = {
      when = function(self, e)
        return e.foe ~= nil and self.holder ~= nil and e.foe.id == self.holder.id and (e.damage or 0) > 0
      end,
      run = function(self, e) e.champion.gold = math.max(0, (e.champion.gold or 0) - 1) end,
    },
  },
  provisional = true,
}
