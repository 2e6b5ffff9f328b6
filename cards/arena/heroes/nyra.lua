-- Nyra Ashfeather, shooter. The hero, its attacks,
-- names, numbers and text are our own design (provisional);
-- role stats and passive power come from cards/arena/roles/shooter.lua.
---@type ArenaHero
return {
  kind = "hero",
  name = "Nyra Ashfeather",
  role = "shooter",
  attacks = { "double_shot", "skirmishers_shot", "heartseeker", "blasting_bolt" },
  text = "A crossbow mercenary who loads alchemical bolts and fires them on the run.",
  provisional = true,
}
