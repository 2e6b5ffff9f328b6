-- Black Magi (foe, arawn). Named by the rulebook (components p.4, 2 standees); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional).
---@type OdsFoe
return {
  kind = "foe",
  name = "Black Magi",
  villain = "arawn",
  defence = 3,
  attack = 7,
  health = 4,
  reward = 3,
  standees = 2,
  ability = {
    text = "Hex: a champion defending against it has -1 on the Defence test.",
  },
  on = {
    -- the same as -1 on the defender's Defence test: one more point of damage whenever the
    -- test falls short of Attack + 1 (defence_done's damage is read back by combat.lua)
    defence_done = {
      when = function(self, e) return e.foe ~= nil and self.holder ~= nil and e.foe.id == self.holder.id end,
      run = function(self, e)
        local d = self.def.attack + 1 - e.total
        e.damage = d > 0 and d or 0
      end,
    },
  },
  provisional = true,
}
