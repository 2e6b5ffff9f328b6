-- Korrag Ashmaw, brute. The rulebook names Tide of Blades (see the attack file); the hero, its other
-- attacks, names, numbers and text are our own design (provisional);
-- role stats and passive power come from cards/arena/roles/brute.lua.
---@type ArenaHero
return {
  kind = "hero",
  name = "Korrag Ashmaw",
  role = "brute",
  attacks = { "tide_of_blades", "skullsplitter", "earthbreaker", "berserkers_howl" },
  text = "A scarred pit fighter who swings a pair of cleavers; he wades in and makes the crowd bleed.",
  provisional = true,
}
