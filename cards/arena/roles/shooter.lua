-- Combat role Shooter (ATC 2.1 B). Stats and passive power are our own numbers (provisional).
---@type ArenaRole
return {
  kind = "role",
  name = "Shooter",
  hp = 50, defence = 9, basic = 8, basic_range = 8, movement = 4,
  provisional = true,
  passive = "Trigger: you hit an enemy or a locked door 4 or more squares away. Effect: +3 damage.",
  bonus = 3,
  far = 4,
  on = {
    strike_hit = {
      when = function(self, e, game)
        local me = self.holder
        if e.attacker ~= me or e.target.side == me.side or self.used_turn == game.vars.turn then return false end
        return require("arena.board").distance(me.at, e.target.at) >= self.def.far
      end,
      run = function(self, e, game)
        self.used_turn = game.vars.turn
        e.damage = e.damage + self.def.bonus
      end,
    },
    -- ATC 6.1.2: "Doors cannot receive Effects (except from Passive Powers)".
    door_hit = {
      when = function(self, e, game)
        local me = self.holder
        if e.attacker ~= me or self.used_turn == game.vars.turn then return false end
        return require("arena.board").distance(me.at, e.at) >= self.def.far
      end,
      run = function(self, e, game)
        self.used_turn = game.vars.turn
        e.damage = e.damage + self.def.bonus
      end,
    },
  },
}
