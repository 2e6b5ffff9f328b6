-- Frost Bolt: a level-2 Upgrade card, an attack card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Frost Bolt",
  kind = "upgrade",
  type = "attack",
  level = 2,
  cost = 4,
  copies = 4, -- in the level-2 Upgrade deck (arcadia.decks)
  group = "magic",
  attack = { dice = 3, type = "ranged" },
  daze = true,
  provisional = true,
  text = "Ranged attack with 3 dice. A target it wounds is Dazed.",
  on = {
    wounds_dealt = {
      when = function(self, e) return e.card == self and e.wounds > 0 and e.target.on_board end,
      run = function(self, e) e.target.dazed = true end,
    },
  },
}
