-- Evil Power card (ATC 10.2.2): a Power for every living villain (or against the heroes) and a
-- Command that orders their targets (scripts/arena/villains.lua criteria). Our own design.
return {
  kind = "evil_power",
  name = "Hunt the Healer",
  power = { movement = 2 },
  command = { "role:healer", "nearest", "lowest_hp" },
  text = "Power: villains have +2 movement points. Command: attack the Healer; else Basic Strategy.",
  provisional = true,
}
