-- Aurelle of the Dawn, healer. The rulebook names Divine Grace (see the attack file); the hero, its other
-- attacks, names, numbers and text are our own design (provisional);
-- role stats and passive power come from cards/arena/roles/healer.lua.
---@type ArenaHero
return {
  kind = "hero",
  name = "Aurelle of the Dawn",
  role = "healer",
  attacks = { "mending_light", "radiant_lance", "divine_grace", "breath_of_return" },
  text = "A sun priestess whose hymns close wounds and, once in a match, call a fallen friend back.",
  provisional = true,
}
