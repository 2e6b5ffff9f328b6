-- Boss Spell card (ATC 10.3.1, phase 4): its Power applies at once (no roll); its Command
-- names the targets of the boss's attack in phase 5. Our own design.
return {
  kind = "boss_spell",
  name = "Flowing Magma",
  power = { movement = 3 },
  command = { "role:healer", "nearest", "lowest_hp" },
  text = "Power: the boss has +3 movement points this turn. Command: attack the Healer; else the nearest, then the lowest HP.",
  provisional = true,
}
