-- Feral Spear: the Reward card of The Rookery. The name renders the
-- published card's (shared/data arcadia-scenarios.md 2g); its numbers are our own design.
---@type ArcadiaCard
return {
  name = "Feral Spear",
  kind = "upgrade",
  type = "attack",
  level = 3,
  reward = true, -- a scenario Reward card: in no Upgrade deck, never bought
  group = "lance",
  attack = { dice = 4, type = "melee" },
  crit_hits = 1,
  provisional = true,
  text = "Melee attack with 4 dice. Each CRIT it rolls scores 1 more hit.",
  on = {
    -- Every CRIT of its own attack roll adds hits (counted once the dice are final).
    results_computed = {
      when = function(self, e) return e.card == self and e.crits > 0 end,
      run = function(self, e) e.hits = e.hits + e.crits * self.def.crit_hits end,
    },
  },
}
