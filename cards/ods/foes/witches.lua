-- Witches (foe, morrigan). Named by the rulebook (components p.4, 2 standees); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional).
---@type OdsFoe
return {
  kind = "foe",
  name = "Witches",
  villain = "morrigan",
  defence = 3,
  attack = 6,
  health = 4,
  reward = 3,
  standees = 2,
  ability = {
    text = "Curse: a champion it wounds gains a magical Affliction.",
  },
  on = {
    defence_done = {
      when = function(self, e)
        return e.foe ~= nil and self.holder ~= nil and e.foe.id == self.holder.id and (e.damage or 0) > 0
      end,
      run = function(self, e, game) require("ods.afflictions").gain(game, e.champion, "magical") end,
    },
  },
  provisional = true,
}
