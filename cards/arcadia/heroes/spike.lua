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
    -- e.defence is the primary target's roll (a secondary target's roll has no event yet).
    rerolls_done = {
      when = function(self, e)
        return e.targets[1] == self.holder and e.defence:count("crit") > 0 and e.attacker.on_board
      end,
      run = function(self, e, game)
        local spike, foe = self.holder, e.attacker
        local n = e.defence:count("crit")
        foe.wounds = (foe.wounds or 0) + n
        game.emit("wounds_dealt", { attacker = spike, target = foe, card = self, wounds = n, detail = foe.id .. " " .. n })
        if foe.on_board and foe.wounds >= (foe.life or 1) then
          game.emit("figure_killed", { figure = foe, killer = spike, card = self, detail = foe.id })
          game.remove(foe)
        end
      end,
    },
  },
}
