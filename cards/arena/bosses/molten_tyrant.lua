-- The Molten Tyrant, a boss (ATC 10.3). 280 HP as the rulebook's usual boss; every other number,
-- its special power, aura, spells and attacks are our own design (provisional).
return {
  kind = "boss",
  name = "The Molten Tyrant",
  hp = 280,
  defence = 12,
  movement = 4,
  basic = 10,
  basic_range = 1,
  special = { name = "Magma Bath", heal = 10, unless_adjacent = true },
  aura = { name = "Scorching Aura", range = 1, damage = 3 },
  spells = { "cinder_rain", "molten_hunger", "tyrants_gaze", "eruption", "flowing_magma", "blazing_fury" },
  attacks = {
    "magma_fist",
    "lava_whip",
    "cinder_bolt",
    "searing_grasp",
    "ash_cloud",
    "tremor",
    "infernal_blast",
    "meteor_crash",
  },
  text = "Special power (Magma Bath): if no hero is adjacent, it regains 10 HP. Aura (Scorching): "
    .. "heroes adjacent to it take 3 damage at the start of its turn.",
  provisional = true,
  on = require("arena.coop").foe_handlers(),
}
