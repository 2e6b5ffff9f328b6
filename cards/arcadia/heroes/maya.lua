-- Maya: a sorceress whose spells last twice as long.
---@type ArcadiaCard
return {
  name = "Maya",
  kind = "hero",
  defence = 1,
  life = 5,
  ability = "Mana Mastery",
  text = "Each Magic attack card of Maya's can be used twice before it is exhausted.",
  on = {
    -- The first use of a Magic card leaves it ready and marks it; the second use exhausts it.
    targets_confirmed = {
      when = function(self, e)
        return e.attacker == self.holder
          and e.card.def.group == "magic"
          and e.card.exhausted == true
          and not e.card.mana_spent
      end,
      run = function(self, e)
        e.card.exhausted = nil
        e.card.mana_spent = true
      end,
    },
    -- Resting readies the cards (the rules) and restores the spare use (here).
    rest = {
      when = function(self, e) return e.side == self.holder.side end,
      run = function(self, e, game)
        for _, c in ipairs(self.holder:cards()) do
          c.mana_spent = nil
        end
      end,
    },
  },
}
