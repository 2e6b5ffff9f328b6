-- Boss Spell card (ATC 10.3.1, phase 4): its Power applies at once (no roll); its Command
-- names the targets of the boss's attack in phase 5. Our own design.
return {
  kind = "boss_spell",
  name = "Tyrant's Gaze",
  power = { bonus = 2 },
  command = { "nearest", "highest_hp" },
  text = "Power: +2 on the boss's rolls this turn. Command: the nearest hero, then the highest HP.",
  provisional = true,
}
