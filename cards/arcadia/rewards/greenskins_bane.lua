-- Greenskins' Bane: the Reward card of The Orcs' Hive. The name renders the
-- published card's (shared/data arcadia-scenarios.md 2g); its numbers are our own design.
---@type ArcadiaCard
return {
  name = "Greenskins' Bane",
  kind = "upgrade",
  type = "attack",
  level = 3,
  reward = true, -- a scenario Reward card: in no Upgrade deck, never bought
  group = "axe",
  attack = { dice = 4, type = "melee" },
  bane = { "orc_marauder", "orc_captain" },
  bane_dice = 2,
  provisional = true,
  text = "Melee attack with 4 dice; 2 extra dice against an Orc.",
  on = {
    dice_pools_built = {
      when = function(self, e)
        if e.card ~= self then return false end
        for _, id in ipairs(self.def.bane) do
          if e.target.card == id then return true end
        end
        return false
      end,
      run = function(self, e) e.attack_dice = e.attack_dice + self.def.bane_dice end,
    },
  },
}
