-- Boar Spear: a level-2 Upgrade card, an attack card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Boar Spear",
  kind = "upgrade",
  type = "attack",
  level = 2,
  cost = 4,
  copies = 4, -- in the level-2 Upgrade deck (arcadia.decks)
  group = "lance",
  attack = { dice = 3, type = "melee" },
  reroll = 1,
  crit_hits = 1,
  provisional = true,
  text = "Melee attack with 3 dice; each CRIT it rolls scores 1 more hit. +1 reroll for its "
    .. "holder, even exhausted.",
  on = {
    -- Every CRIT of its own attack roll adds hits (counted once the dice are final).
    results_computed = {
      when = function(self, e) return e.card == self and e.crits > 0 end,
      run = function(self, e) e.hits = e.hits + e.crits * self.def.crit_hits end,
    },
  },
}
