-- Combat role Healer (ATC 2.1 B). Stats and passive power are our own numbers (provisional).
--- The allies `me` sees within 8 squares, as options.
local function patients(game, me)
  local board = require("arena.board")
  local options = {}
  for _, a in ipairs(board.combatants(game, { ally_of = me })) do
    if a ~= me and board.distance(me.at, a.at) <= 8 and board.sees(game, me.at, a.at) then
      options[#options + 1] = { key = "heal " .. a.id, figure = a }
    end
  end
  return options
end

local function triggers(self, e, game)
  local me = self.holder
  if e.attacker ~= me or self.used_turn == game.vars.turn then return false end
  return #patients(game, me) > 0
end

local function heal_one(self, game)
  self.used_turn = game.vars.turn
  local me = self.holder
  local options = patients(game, me)
  local pick = #options == 1 and options[1]
    or game.choose({
      side = me.side,
      prompt = "healer passive: who regains HP?",
      options = options,
      rule = "Healer's passive power: when it hits, one ally it sees within 8 squares regains HP, once a turn (our design, provisional)",
    })
  require("arena.effects").heal(game, pick.figure, self.def.heal, me)
end

---@type ArenaRole
return {
  kind = "role",
  name = "Healer",
  hp = 55,
  defence = 10,
  basic = 6,
  basic_range = 8,
  movement = 4,
  provisional = true,
  passive = "Trigger: you hit with an attack. Effect: one ally you see within 8 squares regains 4 HP.",
  heal = 4,
  on = {
    strike_hit = {
      when = function(self, e, game) return triggers(self, e, game) end,
      run = function(self, e, game) heal_one(self, game) end,
    },
    -- A hit on a locked door is a hit with an attack too (ATC 6.1.2: "Doors cannot receive
    -- Effects (except from Passive Powers)").
    door_hit = {
      when = function(self, e, game) return triggers(self, e, game) end,
      run = function(self, e, game) heal_one(self, game) end,
    },
  },
}
