-- Executioner's Axe: a level-5 Upgrade card, an attack card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Executioner's Axe",
  kind = "upgrade",
  type = "attack",
  level = 5,
  cost = 10,
  copies = 4, -- in the level-5 Upgrade deck (arcadia.decks)
  group = "axe",
  attack = { dice = 5, type = "melee" },
  reroll = 1,
  crit_hits = 1,
  provisional = true,
  text = "Melee attack with 5 dice; each CRIT it rolls scores 1 more hit. +1 reroll for its "
    .. "holder, even exhausted.",
  on = {
    -- Every CRIT of its own attack roll adds hits (counted once the dice are final).
    results_computed = {
      when = function(self, e) return e.card == self and e.crits > 0 end,
      run = function(self, e) e.hits = e.hits + e.crits * self.def.crit_hits end,
    },
  },
}
