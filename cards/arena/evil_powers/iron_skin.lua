-- Evil Power card (ATC 10.2.2): a Power for every living villain (or against the heroes) and a
-- Command that orders their targets (scripts/arena/villains.lua criteria). Our own design.
return {
  kind = "evil_power",
  name = "Iron Skin",
  power = { defence = 2 },
  command = { "nearest", "highest_hp" },
  text = "Power: villains have +2 Defence until the next Evil Power. Command: the nearest hero, then the highest HP.",
  provisional = true,
}
