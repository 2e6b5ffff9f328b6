-- Spike: a spiky brawler who hurts whoever hits him.
---@type ArcadiaCard
return {
  name = "Spike",
  kind = "hero",
  defence = 2,
  life = 3,
  ability = "Revenge",
  text = "Every CRIT in Spike's defence roll deals 1 wound to the attacker.",
  on = {
    -- Spike's own final defence roll, as the primary target or a secondary one (p.17).
    defence_done = {
      when = function(self, e) return e.target == self.holder and e.defence:count("crit") > 0 and e.attacker.on_board end,
      run = function(self, e, game)
        local spike, foe = self.holder, e.attacker
        -- Through the rules' wound, so a kill pays coins, drops tokens and counts for quests.
        require("arcadia.rewards").wound(game, foe, e.defence:count("crit"), spike, self)
      end,
    },
  },
}
