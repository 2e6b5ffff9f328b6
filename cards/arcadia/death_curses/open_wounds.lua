-- Open Wounds: a death curse that makes every wound bleed a little more.
---@type ArcadiaCard
return {
  name = "Open Wounds",
  kind = "death_curse",
  value = 7,
  slot = false,
  text = "Whenever the hero suffers wounds, it suffers 1 more.",
  provisional = true,
  on = {
    -- The rules check for death right after wounds_dealt, so the extra wound can kill.
    wounds_dealt = {
      when = function(self, e) return e.target == self.holder and e.wounds > 0 end,
      run = function(self, e) e.target.wounds = (e.target.wounds or 0) + 1 end,
    },
  },
}
