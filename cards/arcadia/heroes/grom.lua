-- Grom: a hardy brawler who gets more dangerous once he is hurt.
---@type ArcadiaCard
return {
  name = "Grom",
  kind = "hero",
  defence = 1,
  life = 5,
  ability = "Battle Fury",
  text = "While Grom has at least one wound, he rolls one extra die on every attack and defence roll.",
  on = {
    dice_pools_built = {
      when = function(self, e)
        local grom = self.holder
        return (e.attacker == grom or e.target == grom) and (grom.wounds or 0) > 0
      end,
      run = function(self, e)
        if e.attacker == self.holder then e.attack_dice = e.attack_dice + 1 end
        if e.target == self.holder then e.defence_dice = e.defence_dice + 1 end
      end,
    },
  },
}
