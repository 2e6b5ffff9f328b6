-- Life Drain: a ranged spell that heals its caster for the wounds it deals.
---@type ArcadiaCard
return {
  name = "Life Drain",
  kind = "upgrade",
  level = "starter",
  cost = 0,
  group = "magic",
  attack = { dice = 2, type = "ranged" },
  text = "Ranged attack with 2 dice. Each wound it deals removes one wound from the attacker.",
  on = {
    wounds_dealt = {
      when = function(self, e) return e.card == self and (e.attacker.wounds or 0) > 0 end,
      run = function(self, e) e.attacker.wounds = math.max(0, e.attacker.wounds - e.wounds) end,
    },
  },
}
