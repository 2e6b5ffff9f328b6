-- Snare Whip: a Reward card no scenario gives yet, our own design: the worked example of
-- effects with durations (docs/MODDING.md §3, "Effects that last"). Try it with `give snare_whip HERO`.
---@type ArcadiaCard
return {
  name = "Snare Whip",
  kind = "upgrade",
  type = "attack",
  level = 2,
  reward = true, -- a Reward card: in no Upgrade deck, never bought
  group = "thrown",
  attack = { dice = 3, type = "melee" },
  snare = { movement = -1 }, -- until the end of the target's next activation
  expose = { defence = -1 }, -- while the target is wounded
  provisional = true,
  text = "Melee attack with 3 dice. A target it wounds has 1 movement point fewer until the end of "
    .. "its next activation, and rolls 1 defence die fewer while it is wounded.",
  on = {
    wounds_dealt = {
      when = function(self, e) return e.card == self and e.wounds > 0 and e.target.on_board end,
      run = function(self, e, game)
        game.effect({
          on = e.target,
          id = "snared",
          name = "Snared",
          mods = self.def.snare,
          ends = "end_of_next_activation",
          source = self,
        })
        game.effect({
          on = e.target,
          id = "exposed",
          name = "Exposed",
          mods = self.def.expose,
          lasts_while = "wounded",
          source = self,
        })
      end,
    },
  },
}
