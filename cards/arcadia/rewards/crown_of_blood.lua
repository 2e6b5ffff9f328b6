-- Crown of Blood: the Reward card of Red Dawn Square. The name renders the
-- published card's (shared/data arcadia-scenarios.md 2g); its numbers are our own design.
---@type ArcadiaCard
return {
  name = "Crown of Blood",
  kind = "upgrade",
  type = "permanent",
  level = 5,
  reward = true, -- a scenario Reward card: in no Upgrade deck, never bought
  group = "bling",
  reroll = 1,
  wounded_dice = 1,
  provisional = true,
  text = "+1 reroll for its holder. While its holder has at least 1 wound, its attacks roll 1 " .. "extra die.",
  on = {
    dice_pools_built = {
      when = function(self, e) return e.attacker == self.holder and (self.holder.wounds or 0) > 0 end,
      run = function(self, e) e.attack_dice = e.attack_dice + self.def.wounded_dice end,
    },
  },
}
