-- Boss Spell card (ATC 10.3.1, phase 4): its Power applies at once (no roll); its Command
-- names the targets of the boss's attack in phase 5. Our own design.
return {
  kind = "boss_spell",
  name = "Blazing Fury",
  power = { damage = 4 },
  command = { "most_damaged", "nearest" },
  text = "Power: the boss's hits deal +4 damage this turn. Command: attack the most wounded hero, then the nearest.",
  provisional = true,
}
