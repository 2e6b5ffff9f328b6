-- Maelis Stonewarden, tank. The hero, its attacks,
-- names, numbers and text are our own design (provisional);
-- role stats and passive power come from cards/arena/roles/tank.lua.
---@type ArenaHero
return {
  kind = "hero",
  name = "Maelis Stonewarden",
  role = "tank",
  attacks = { "wardens_maul", "hold_the_line", "quake_stomp", "retaliation" },
  text = "A temple guardian with a tower shield and a maul; whoever strikes her friends answers to her.",
  provisional = true,
}
