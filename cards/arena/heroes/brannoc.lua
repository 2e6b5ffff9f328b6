-- Brannoc Ironhold, tank. The hero, its attacks,
-- names, numbers and text are our own design (provisional);
-- role stats and passive power come from cards/arena/roles/tank.lua.
---@type ArenaHero
return {
  kind = "hero",
  name = "Brannoc Ironhold",
  role = "tank",
  attacks = { "shield_bash", "taunting_strike", "interposing_bulwark", "unbreakable" },
  text = "A dwarf shieldbearer in riveted plate who plants himself between his friends and every blade.",
  provisional = true,
}
