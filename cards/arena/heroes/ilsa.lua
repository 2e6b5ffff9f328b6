-- Ilsa Thornveil, tactician. The hero, its attacks,
-- names, numbers and text are our own design (provisional);
-- role stats and passive power come from cards/arena/roles/tactician.lua.
---@type ArenaHero
return {
  kind = "hero",
  name = "Ilsa Thornveil",
  role = "tactician",
  attacks = { "hamstring_cut", "feint_and_lunge", "hundred_cuts", "pinning_strike" },
  text = "A duellist with a rapier and a hooked dagger who cuts tendons and leaves openings for her friends.",
  provisional = true,
}
