-- Evil Power card (ATC 10.2.2): a Power for every living villain (or against the heroes) and a
-- Command that orders their targets (scripts/arena/villains.lua criteria). Our own design.
return {
  kind = "evil_power",
  name = "Marked Prey",
  power = { movement = 1, bonus = 1 },
  command = { "role:shooter", "nearest", "lowest_hp" },
  text = "Power: villains have +1 movement point and +1 on their rolls. Command: attack the Shooter; else Basic Strategy.",
  provisional = true,
}
