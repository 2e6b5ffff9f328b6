-- Combat role Brute (ATC 2.1 B). Stats and passive power are our own numbers (provisional).
--- Whether no ally of `me` stands adjacent to square `at`.
local function alone(game, me, at)
  local board = require("arena.board")
  for _, a in ipairs(board.combatants(game, { ally_of = me })) do
    if a ~= me and board.adjacent(game, a.at, at) then return false end
  end
  return true
end

---@type ArenaRole
return {
  kind = "role",
  name = "Brute",
  hp = 70,
  defence = 9,
  basic = 8,
  basic_range = 1,
  movement = 4,
  provisional = true,
  passive = "Trigger: you hit an enemy or a locked door with no ally of yours adjacent to it. Effect: +4 damage.",
  bonus = 4,
  on = require("arena.effects").hit_bonus(alone),
}
