-- Artifact level 1: Charm of Warding (ATC 7.1; its power is not an effect).
-- Our own design (the rulebook prints no card of this deck): provisional.
---@type ArenaArtifact
return {
  kind = "artifact",
  name = "Charm of Warding",
  level = 1,
  defence_bonus = 1,
  text = "The bearer has +1 Defence against enemy attacks.",
  on = {
    strike_rolled = {
      when = function(self, e) return e.target == self.holder and e.attacker.side ~= self.holder.side end,
      run = function(self, e) e.defence = e.defence + self.def.defence_bonus end,
    },
  },
  provisional = true,
}
