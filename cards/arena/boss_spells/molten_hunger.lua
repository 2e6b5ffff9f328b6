-- Boss Spell card (ATC 10.3.1, phase 4): its Power applies at once (no roll); its Command
-- names the targets of the boss's attack in phase 5. Our own design.
return {
  kind = "boss_spell",
  name = "Molten Hunger",
  power = { heal = 15 },
  command = { "lowest_hp", "nearest" },
  text = "Power: the boss regains 15 HP. Command: attack the hero with the lowest HP, then the nearest.",
  provisional = true,
}
