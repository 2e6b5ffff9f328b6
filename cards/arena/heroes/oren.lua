-- Oren Brightwell, healer. The rulebook names Sanctuary (see the attack file); the hero, its other
-- attacks, names, numbers and text are our own design (provisional);
-- role stats and passive power come from cards/arena/roles/healer.lua.
---@type ArenaHero
return {
  kind = "hero",
  name = "Oren Brightwell",
  role = "healer",
  attacks = { "blessing_of_vigor", "searing_psalm", "sanctuary", "purifying_wave" },
  text = "A wandering friar with a lantern-staff who keeps his friends on their feet and enemies off balance.",
  provisional = true,
}
