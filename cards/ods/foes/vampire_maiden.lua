-- Vampire Maiden (foe, arawn). Named by the rulebook (components p.4, 2 standees); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional).
---@type OdsFoe
return {
  kind = "foe",
  name = "Vampire Maiden",
  villain = "arawn",
  defence = 4,
  attack = 7,
  health = 6,
  reward = 3,
  standees = 2,
  ability = {
    text = "Her gaze holds you: no retreat. Each time she wounds a champion she regains 1 Health.",
    no_retreat = true,
  },
  on = {
    defence_done = {
      when = function(self, e)
        return e.foe ~= nil and self.holder ~= nil and e.foe.id == self.holder.id and (e.damage or 0) > 0
      end,
      run = function(self, e)
        local f = self.holder
        f.health = math.min(f.max_health or self.def.health, f.health + 1)
      end,
    },
  },
  provisional = true,
}
