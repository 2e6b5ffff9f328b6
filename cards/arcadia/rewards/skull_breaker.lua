-- Skull-Breaker: the Reward card of District of Hammers. The name renders the
-- published card's (shared/data arcadia-scenarios.md 2g); its numbers are our own design.
---@type ArcadiaCard
return {
  name = "Skull-Breaker",
  kind = "upgrade",
  type = "attack",
  level = 2,
  reward = true, -- a scenario Reward card: in no Upgrade deck, never bought
  group = "hammer",
  attack = { dice = 4, type = "melee" },
  daze = true,
  provisional = true,
  text = "Melee attack with 4 dice. A target it wounds is Dazed.",
  on = {
    wounds_dealt = {
      when = function(self, e) return e.card == self and e.wounds > 0 and e.target.on_board end,
      run = function(self, e) e.target.dazed = true end,
    },
  },
}
