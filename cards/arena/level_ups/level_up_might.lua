-- Level UP: Might (ATC 11.2.3.1; at most 3 equal cards and 6 in all per hero).
-- Our own design (the rulebook prints no card of this deck): provisional.
---@type ArenaLevelUp
return {
  kind = "level_up",
  name = "Might",
  damage_bonus = 2,
  text = "+2 damage whenever the hero's attack hits an enemy (not allies, not residual).",
  on = {
    strike_hit = {
      when = function(self, e) return e.attacker == self.holder and e.target.side ~= self.holder.side end,
      run = function(self, e) e.damage = e.damage + self.def.damage_bonus end,
    },
  },
  provisional = true,
}
