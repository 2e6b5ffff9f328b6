-- Artifact level 2: Hawkeye Lens (ATC 7.1; its power is not an effect).
-- Our own design (the rulebook prints no card of this deck): provisional.
---@type ArenaArtifact
return {
  kind = "artifact",
  name = "Hawkeye Lens",
  level = 2,
  ranged_bonus = 2,
  text = "+2 to the bearer's rolls with ranged attacks (range above 2).",
  on = {
    strike_rolled = {
      when = function(self, e, game)
        if e.attacker ~= self.holder then return false end
        if e.attack == "basic" then return (self.holder.basic_range or 1) > 2 end
        local def = game.def(e.attack)
        return def ~= nil and (def.range or 1) > 2
      end,
      run = function(self, e) e.bonus = (e.bonus or 0) + self.def.ranged_bonus end,
    },
  },
  provisional = true,
}
