-- Marked for Death: a death curse that draws every blade towards the hero.
---@type ArcadiaCard
return {
  name = "Marked for Death",
  kind = "death_curse",
  value = 5,
  slot = false,
  text = "Every attack that has the hero as its primary target rolls one more attack die.",
  provisional = true,
  on = {
    dice_pools_built = {
      when = function(self, e) return e.target == self.holder end,
      run = function(self, e) e.attack_dice = e.attack_dice + 1 end,
    },
  },
}
