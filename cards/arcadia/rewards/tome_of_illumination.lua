-- Tome of Illumination: the Reward card of The University Plaza. The name renders the
-- published card's (shared/data arcadia-scenarios.md 2g); its numbers are our own design.
---@type ArcadiaCard
return {
  name = "Tome of Illumination",
  kind = "upgrade",
  type = "permanent",
  level = 4,
  reward = true, -- a scenario Reward card: in no Upgrade deck, never bought
  group = "gear",
  reroll = 1,
  magic_dice = 1,
  provisional = true,
  text = "+1 reroll for its holder. Its holder's Magic attacks roll 1 extra die.",
  on = {
    dice_pools_built = {
      when = function(self, e) return e.attacker == self.holder and e.card.def.group == "magic" end,
      run = function(self, e) e.attack_dice = e.attack_dice + self.def.magic_dice end,
    },
  },
}
