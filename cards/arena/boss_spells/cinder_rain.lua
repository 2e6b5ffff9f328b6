-- Boss Spell card (ATC 10.3.1, phase 4): its Power applies at once (no roll); its Command
-- names the targets of the boss's attack in phase 5. Our own design.
return {
  kind = "boss_spell",
  name = "Cinder Rain",
  power = { hero_damage = 4 },
  command = { "farthest", "lowest_hp" },
  text = "Power: every hero takes 4 damage (never below 1 HP). Command: attack the farthest hero, then the lowest HP.",
  provisional = true,
}
