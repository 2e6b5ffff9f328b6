-- Vessa Redmane, brute. The hero, its attacks,
-- names, numbers and text are our own design (provisional);
-- role stats and passive power come from cards/arena/roles/brute.lua.
---@type ArenaHero
return {
  kind = "hero",
  name = "Vessa Redmane",
  role = "brute",
  attacks = { "reaving_charge", "twin_cleave", "bloodrush_frenzy", "headsmans_verdict" },
  text = "A mountain raider with a two-handed axe who charges across the sand before anyone can close ranks.",
  provisional = true,
}
