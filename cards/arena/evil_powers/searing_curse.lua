-- Evil Power card (ATC 10.2.2): a Power for every living villain (or against the heroes) and a
-- Command that orders their targets (scripts/arena/villains.lua criteria). Our own design.
return {
  kind = "evil_power",
  name = "Searing Curse",
  power = { hero_damage = 3 },
  command = { "nearest", "lowest_hp" },
  text = "Power: every hero takes 3 damage (never below 1 HP). Command: Basic Strategy.",
  provisional = true,
}
