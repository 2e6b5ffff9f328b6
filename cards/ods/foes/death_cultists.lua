-- Death Cultists (foe, arawn). Named by the rulebook (components p.4, 2 standees); alignment from
-- docs/ODS.md §9; stats, reward and ability our design (provisional).
-- combat_round_end lists only the foes still alive (never in the round it dies, FAQ p.17)
local function alive(self, e)
  if not self.holder or not self.holder.on_board then return false end
  for _, f in ipairs(e.foes or e.alive or {}) do
    if f == self.holder or f.id == self.holder.id or f == self.holder.id then return true end
  end
  return false
end

---@type OdsFoe
return {
  kind = "foe",
  name = "Death Cultists",
  villain = "arawn",
  defence = 3, attack = 6, health = 4, reward = 2,
  standees = 2,
  ability = {
    text = "Dark rites: at the end of each combat round it survives, it regains 1 Health.",
  },
  on = {
    combat_round_end = {
      when = function(self, e) return alive(self, e) end,
      run = function(self, e)
        local f = self.holder
        f.health = math.min(f.max_health or self.def.health, f.health + 1)
      end,
    },
  },
  provisional = true,
}
