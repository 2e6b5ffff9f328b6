-- Evil Power card (ATC 10.2.2): a Power for every living villain (or against the heroes) and a
-- Command that orders their targets (scripts/arena/villains.lua criteria). Our own design.
return {
  kind = "evil_power",
  name = "Frenzy",
  power = { bonus = 2 },
  command = { "nearest", "lowest_hp" },
  text = "Power: villains get +2 on their rolls. Command: Basic Strategy (nearest hero, then lowest HP).",
  provisional = true,
}
