-- Shield of Souls: the Reward card of Brightsun Arena. The name renders the
-- published card's (shared/data arcadia-scenarios.md 2g); its numbers are our own design.
---@type ArcadiaCard
return {
  name = "Shield of Souls",
  kind = "upgrade",
  type = "permanent",
  level = 2,
  reward = true, -- a scenario Reward card: in no Upgrade deck, never bought
  group = "shield",
  extra_defence = 1,
  reroll = 1,
  kill_heal = 1,
  provisional = true,
  text = "+1 defence die and +1 reroll for its holder. When its holder kills an enemy, remove 1 " .. "wound from it.",
  on = {
    figure_killed = {
      when = function(self, e)
        local me = self.holder
        return e.killer == me and me:is_enemy(e.figure) and (me.wounds or 0) > 0
      end,
      run = function(self) self.holder.wounds = math.max(0, self.holder.wounds - self.def.kill_heal) end,
    },
  },
}
