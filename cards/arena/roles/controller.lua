-- Combat role Controller (ATC 2.1 B). Stats and passive power are our own numbers (provisional).
--- Options: the other enemies of `me` adjacent to `hit` (a figure, or `{at}` for a door) that
--- it sees.
local function splashed(game, me, hit)
  local board = require("arena.board")
  local options = {}
  for _, o in ipairs(board.combatants(game, { enemy_of = me })) do
    if o ~= hit and board.adjacent(game, o.at, hit.at) and board.sees(game, me.at, o.at) then
      options[#options + 1] = { key = "splash " .. o.id, figure = o }
    end
  end
  return options
end

local function splash_one(self, game, hit)
  self.used_turn = game.vars.turn
  local me = self.holder
  local options = splashed(game, me, hit)
  local pick = #options == 1 and options[1]
    or game.choose({
      side = me.side,
      prompt = "controller passive: who takes the damage?",
      options = options,
      rule = "Controller's passive power: its hit splashes damage on another enemy it sees adjacent to the one hit, once a turn (our design, provisional)",
    })
  require("arena.effects").damage(game, pick.figure, self.def.splash, me, self, "effect")
end

---@type ArenaRole
return {
  kind = "role",
  name = "Controller",
  hp = 55,
  defence = 9,
  basic = 6,
  basic_range = 8,
  movement = 4,
  provisional = true,
  passive = "Trigger: you hit an enemy or a locked door. Effect: another enemy adjacent to it that you see takes 4 damage.",
  splash = 4,
  on = {
    strike_hit = {
      when = function(self, e, game)
        local me = self.holder
        if e.attacker ~= me or e.target.side == me.side or self.used_turn == game.vars.turn then return false end
        return #splashed(game, me, e.target) > 0
      end,
      run = function(self, e, game) splash_one(self, game, e.target) end,
    },
    -- ATC 6.1.2: "Doors cannot receive Effects (except from Passive Powers)".
    door_hit = {
      when = function(self, e, game)
        local me = self.holder
        if e.attacker ~= me or self.used_turn == game.vars.turn then return false end
        return #splashed(game, me, { at = e.at }) > 0
      end,
      run = function(self, e, game) splash_one(self, game, { at = e.at }) end,
    },
  },
}
