-- Vampiric Blade: a level-4 Upgrade card, an attack card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Vampiric Blade",
  kind = "upgrade",
  type = "attack",
  level = 4,
  cost = 7,
  copies = 4, -- in the level-4 Upgrade deck (arcadia.decks)
  group = "sword",
  attack = { dice = 4, type = "melee" },
  drain = 1,
  provisional = true,
  text = "Melee attack with 4 dice. Each wound it deals removes one wound from the attacker.",
  on = {
    wounds_dealt = {
      when = function(self, e) return e.card == self and (e.attacker.wounds or 0) > 0 end,
      run = function(self, e) e.attacker.wounds = math.max(0, e.attacker.wounds - e.wounds * self.def.drain) end,
    },
  },
}
