-- War Hammer: a level-3 Upgrade card, an attack card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "War Hammer",
  kind = "upgrade",
  type = "attack",
  level = 3,
  cost = 6,
  copies = 4, -- in the level-3 Upgrade deck (arcadia.decks)
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
