-- Combat role Controller (ATC 2.1 B). Stats and passive power are our own numbers (provisional).
---@type ArenaRole
return {
  kind = "role",
  name = "Controller",
  hp = 55, defence = 9, basic = 6, basic_range = 8, movement = 4,
  provisional = true,
  passive = "Trigger: you hit an enemy. Effect: another enemy adjacent to it that you see takes 4 damage.",
  splash = 4,
  on = {
    strike_hit = {
      when = function(self, e, game)
        local me = self.holder
        if e.attacker ~= me or e.target.side == me.side or self.used_turn == game.vars.turn then return false end
        local board = require("arena.board")
        for _, o in ipairs(board.combatants(game, { enemy_of = me })) do
          if o ~= e.target and board.adjacent(game, o.at, e.target.at) and board.sees(game, me.at, o.at) then return true end
        end
        return false
      end,
      run = function(self, e, game)
        self.used_turn = game.vars.turn
        local board = require("arena.board")
        local me = self.holder
        local options = {}
        for _, o in ipairs(board.combatants(game, { enemy_of = me })) do
          if o ~= e.target and board.adjacent(game, o.at, e.target.at) and board.sees(game, me.at, o.at) then
            options[#options + 1] = { key = "splash " .. o.id, figure = o }
          end
        end
        local pick = #options == 1 and options[1] or game.choose({ side = me.side, prompt = "controller passive: who takes the damage?", options = options })
        require("arena.effects").damage(game, pick.figure, self.def.splash, me, self, "effect")
      end,
    },
  },
}
