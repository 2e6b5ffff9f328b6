-- Hrolf Graniteheart, bruiser. The hero, its attacks,
-- names, numbers and text are our own design (provisional);
-- role stats and passive power come from cards/arena/roles/bruiser.lua.
---@type ArenaHero
return {
  kind = "hero",
  name = "Hrolf Graniteheart",
  role = "bruiser",
  attacks = { "grinding_maul", "long_haft_sweep", "iron_resolve", "crushing_sweep" },
  text = "A giant smith turned gladiator who shrugs off blows and grinds the front line down.",
  provisional = true,
}
