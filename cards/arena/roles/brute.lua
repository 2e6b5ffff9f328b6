-- Combat role Brute (ATC 2.1 B). Stats and passive power are our own numbers (provisional).
---@type ArenaRole
return {
  kind = "role",
  name = "Brute",
  hp = 70, defence = 9, basic = 8, basic_range = 1, movement = 4,
  provisional = true,
  passive = "Trigger: you hit an enemy with no ally of yours adjacent to it. Effect: +4 damage.",
  bonus = 4,
  on = {
    strike_hit = {
      when = function(self, e, game)
        local me = self.holder
        if e.attacker ~= me or e.target.side == me.side or self.used_turn == game.vars.turn then return false end
        local board = require("arena.board")
        for _, a in ipairs(board.combatants(game, { ally_of = me })) do
          if a ~= me and board.adjacent(game, a.at, e.target.at) then return false end
        end
        return true
      end,
      run = function(self, e, game)
        self.used_turn = game.vars.turn
        e.damage = e.damage + self.def.bonus
      end,
    },
  },
}
