-- Boss Spell card (ATC 10.3.1, phase 4): its Power applies at once (no roll); its Command
-- names the targets of the boss's attack in phase 5. Our own design.
return {
  kind = "boss_spell",
  name = "Eruption",
  power = { hero_damage = 6, near = 2 },
  command = { "nearest", "lowest_hp" },
  text = "Power: heroes within 2 squares of the boss take 6 damage (never below 1 HP). Command: the nearest hero, then the lowest HP.",
  provisional = true,
}
