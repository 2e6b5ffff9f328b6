-- Evil Power card (ATC 10.2.2): a Power for every living villain (or against the heroes) and a
-- Command that orders their targets (scripts/arena/villains.lua criteria). Our own design.
return {
  kind = "evil_power",
  name = "Pack Tactics",
  power = { bonus = 1, damage = 2 },
  command = { "crowded", "nearest" },
  text = "Power: villains get +1 on their rolls and +2 damage. Command: attack the hero with the most heroes around it, then the nearest.",
  provisional = true,
}
