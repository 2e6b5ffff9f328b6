-- Combat role Tactician (ATC 2.1 B). Stats and passive power are our own numbers (provisional).
--- Whether another ally of `me` stands adjacent to square `at`.
local function flanked(game, me, at)
  local board = require("arena.board")
  for _, a in ipairs(board.combatants(game, { ally_of = me })) do
    if a ~= me and board.adjacent(game, a.at, at) then return true end
  end
  return false
end

---@type ArenaRole
return {
  kind = "role",
  name = "Tactician",
  hp = 60,
  defence = 11,
  basic = 7,
  basic_range = 1,
  movement = 4,
  provisional = true,
  passive = "Trigger: you hit an enemy or a locked door adjacent to another of your allies. Effect: +3 damage.",
  bonus = 3,
  on = require("arena.effects").hit_bonus(flanked),
}
