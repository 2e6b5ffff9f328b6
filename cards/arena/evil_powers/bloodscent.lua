-- Evil Power card (ATC 10.2.2): a Power for every living villain (or against the heroes) and a
-- Command that orders their targets (scripts/arena/villains.lua criteria). Our own design.
return {
  kind = "evil_power",
  name = "Bloodscent",
  power = { damage = 3 },
  command = { "lowest_hp", "nearest" },
  text = "Power: villains' hits deal +3 damage. Command: attack the hero with the lowest HP, then the nearest.",
  provisional = true,
}
