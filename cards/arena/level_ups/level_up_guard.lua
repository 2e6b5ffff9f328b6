-- Level UP: Guard (ATC 11.2.3.1; at most 3 equal cards and 6 in all per hero).
-- Our own design (the rulebook prints no card of this deck): provisional.
---@type ArenaLevelUp
return {
  kind = "level_up",
  name = "Guard",
  defence_bonus = 1,
  text = "+1 to the hero's Defence against enemy attacks.",
  on = {
    strike_rolled = {
      when = function(self, e) return e.target == self.holder and e.attacker.side ~= self.holder.side end,
      run = function(self, e) e.defence = e.defence + self.def.defence_bonus end,
    },
  },
  provisional = true,
}
