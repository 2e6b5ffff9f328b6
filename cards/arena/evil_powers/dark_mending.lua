-- Evil Power card (ATC 10.2.2): a Power for every living villain (or against the heroes) and a
-- Command that orders their targets (scripts/arena/villains.lua criteria). Our own design.
return {
  kind = "evil_power",
  name = "Dark Mending",
  power = { heal = 8 },
  command = { "nearest", "lowest_hp" },
  text = "Power: every villain regains 8 HP. Command: Basic Strategy.",
  provisional = true,
}
