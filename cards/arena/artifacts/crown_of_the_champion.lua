-- Artifact level 3: Crown of the Champion (ATC 7.1; its power is not an effect).
-- Our own design (the rulebook prints no card of this deck): provisional.
---@type ArenaArtifact
return {
  kind = "artifact",
  name = "Crown of the Champion",
  level = 3,
  damage_bonus = 2,
  roll_bonus = 1,
  text = "The bearer deals +2 damage when its attacks hit enemies and has +1 to every attack roll.",
  on = {
    strike_hit = {
      when = function(self, e) return e.attacker == self.holder and e.target.side ~= self.holder.side end,
      run = function(self, e) e.damage = e.damage + self.def.damage_bonus end,
    },
    strike_rolled = {
      when = function(self, e) return e.attacker == self.holder end,
      run = function(self, e) e.bonus = (e.bonus or 0) + self.def.roll_bonus end,
    },
  },
  provisional = true,
}
