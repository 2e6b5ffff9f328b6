-- Combat role Bruiser (ATC 2.1 B). Stats and passive power are our own numbers (provisional).
---@type ArenaRole
return {
  kind = "role",
  name = "Bruiser",
  hp = 65,
  defence = 11,
  basic = 6,
  basic_range = 1,
  movement = 4,
  provisional = true,
  passive = "Circle of Warding: an enemy that started its turn adjacent to you takes -2 on its roll when it strikes you (once per turn).",
  circle = true,
  penalty = 2,
  on = {
    strike_rolled = {
      when = function(self, e, game)
        local me = self.holder
        if me.dead or e.target ~= me or e.attacker.side == me.side or self.used_turn == game.vars.turn then
          return false
        end
        local from = e.attacker.circle_from
        return from ~= nil and from:find("," .. me.id .. ",", 1, true) ~= nil and game.vars.active == e.attacker.id
      end,
      run = function(self, e, game)
        self.used_turn = game.vars.turn
        e.bonus = e.bonus - self.def.penalty
      end,
    },
  },
}
