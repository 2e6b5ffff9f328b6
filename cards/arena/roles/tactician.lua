-- Combat role Tactician (ATC 2.1 B). Stats and passive power are our own numbers (provisional).
---@type ArenaRole
return {
  kind = "role",
  name = "Tactician",
  hp = 60, defence = 11, basic = 7, basic_range = 1, movement = 4,
  provisional = true,
  passive = "Trigger: you hit an enemy adjacent to another of your allies. Effect: +3 damage.",
  bonus = 3,
  on = {
    strike_hit = {
      when = function(self, e, game)
        local me = self.holder
        if e.attacker ~= me or e.target.side == me.side or self.used_turn == game.vars.turn then return false end
        local board = require("arena.board")
        for _, a in ipairs(board.combatants(game, { ally_of = me })) do
          if a ~= me and board.adjacent(game, a.at, e.target.at) then return true end
        end
        return false
      end,
      run = function(self, e, game)
        self.used_turn = game.vars.turn
        e.damage = e.damage + self.def.bonus
      end,
    },
  },
}
