-- Dragonslayer: a level-6 Upgrade card, an attack card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Dragonslayer",
  kind = "upgrade",
  type = "attack",
  level = 6,
  cost = 12,
  copies = 4, -- in the level-6 Upgrade deck (arcadia.decks)
  group = "sword",
  attack = { dice = 6, type = "melee" },
  crit_hits = 1,
  provisional = true,
  text = "Melee attack with 6 dice. Each CRIT it rolls scores 1 more hit.",
  on = {
    -- Every CRIT of its own attack roll adds hits (counted once the dice are final).
    results_computed = {
      when = function(self, e) return e.card == self and e.crits > 0 end,
      run = function(self, e) e.hits = e.hits + e.crits * self.def.crit_hits end,
    },
  },
}
