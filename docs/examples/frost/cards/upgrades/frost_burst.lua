-- Frost Burst: a ranged attack whose target, if wounded, is Chilled: 1 movement point fewer
-- until the end of its next activation (an effect with a duration, MODDING §3).
---@type ArcadiaCard
return {
  name = "Frost Burst",
  kind = "upgrade",
  type = "attack",
  level = 1,
  cost = 3,
  attack = { dice = 3, type = "ranged" },
  chill = { movement = -1 },
  text = "Ranged attack with 3 dice. A target it wounds has 1 movement point fewer until the end of its next activation.",
  on = {
    wounds_dealt = {
      when = function(self, e) return e.card == self and e.wounds > 0 and e.target.on_board end,
      run = function(self, e, game)
        game.effect({ on = e.target, id = "chilled", name = "Chilled", mods = self.def.chill,
          ends = "end_of_next_activation", source = self })
      end,
    },
  },
}
