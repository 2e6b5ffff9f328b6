-- Combat role Shooter (ATC 2.1 B). Stats and passive power are our own numbers (provisional).
---@type ArenaRole
return {
  kind = "role",
  name = "Shooter",
  hp = 50,
  defence = 9,
  basic = 8,
  basic_range = 8,
  movement = 4,
  provisional = true,
  passive = "Trigger: you hit an enemy or a locked door 4 or more squares away. Effect: +3 damage.",
  bonus = 3,
  far = 4,
  on = require("arena.effects").hit_bonus(
    function(game, me, at, def) return require("arena.board").distance(me.at, at) >= def.far end
  ),
}
