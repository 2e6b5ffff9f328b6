-- Greensleeves: an archer whose critical shots strike twice.
---@type ArcadiaCard
return {
  name = "Greensleeves",
  kind = "hero",
  defence = 2,
  life = 4, -- two sources say 4, one says 3 (see docs/CONTENT-STATUS.md)
  ability = "Bow Mastery",
  text = "When Greensleeves attacks with a Bow card, each CRIT he rolls scores one more hit.",
  on = {
    results_computed = {
      when = function(self, e) return e.attacker == self.holder and e.card.def.group == "bow" and e.crits > 0 end,
      run = function(self, e) e.hits = e.hits + e.crits end,
    },
  },
}
