-- Weak Grip: a death curse that saps the hero's attacks.
---@type ArcadiaCard
return {
  name = "Weak Grip",
  kind = "death_curse",
  value = 4,
  slot = false,
  text = "The hero rolls one attack die fewer on every attack (never below one).",
  provisional = true,
  on = {
    dice_pools_built = {
      when = function(self, e) return e.attacker == self.holder and e.attack_dice > 1 end,
      run = function(self, e) e.attack_dice = e.attack_dice - 1 end,
    },
  },
}
