-- Wayfarer's Charm: a Reward card no scenario gives yet, our own design: the example of
-- `game.once_per` (docs/MODDING.md §3, "Effects that last").
---@type ArcadiaCard
return {
  name = "Wayfarer's Charm",
  kind = "upgrade",
  type = "permanent",
  level = 1,
  reward = true, -- a Reward card: in no Upgrade deck, never bought
  group = "bling",
  regen = 1,
  provisional = true,
  text = "Once per turn, when its wounded holder takes a point of movement, remove 1 wound from it.",
  on = {
    move_step = {
      when = function(self, e) return e.figure == self.holder and (e.figure.wounds or 0) > 0 end,
      run = function(self, e, game)
        if game.once_per("turn", self) then e.figure.wounds = e.figure.wounds - self.def.regen end
      end,
    },
  },
}
