-- Javelins: a level-3 Upgrade card, an attack card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Javelins",
  kind = "upgrade",
  type = "attack",
  level = 3,
  cost = 6,
  copies = 4, -- in the level-3 Upgrade deck (arcadia.decks)
  group = "thrown",
  attack = { dice = 4, type = "ranged" },
  crit_hits = 1,
  provisional = true,
  text = "Ranged attack with 4 dice. Each CRIT it rolls scores 1 more hit.",
  on = {
    -- Every CRIT of its own attack roll adds hits (counted once the dice are final).
    results_computed = {
      when = function(self, e) return e.card == self and e.crits > 0 end,
      run = function(self, e) e.hits = e.hits + e.crits * self.def.crit_hits end,
    },
  },
}
