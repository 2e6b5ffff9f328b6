-- Evil Power card (ATC 10.2.2): a Power for every living villain (or against the heroes) and a
-- Command that orders their targets (scripts/arena/villains.lua criteria). Our own design.
return {
  kind = "evil_power",
  name = "Challenge the Mighty",
  power = { defence = 1, damage = 2 },
  command = { "highest_hp", "nearest" },
  text = "Power: villains have +1 Defence and +2 damage. Command: attack the hero with the highest HP, then the nearest.",
  provisional = true,
}
