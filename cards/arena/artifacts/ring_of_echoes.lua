-- Artifact level 1: Ring of Echoes (ATC 7.1; its power is not an effect).
-- Our own design (the rulebook prints no card of this deck): provisional.
---@type ArenaArtifact
return {
  kind = "artifact",
  name = "Ring of Echoes",
  level = 1,
  residual_bonus = 3,
  text = "When the bearer deals residual damage, it deals 3 more (still never below 1 HP).",
  on = {
    residual = {
      when = function(self, e) return e.attacker == self.holder end,
      run = function(self, e) e.damage = e.damage + self.def.residual_bonus end,
    },
  },
  provisional = true,
}
