-- Evil Power card (ATC 10.2.2): a Power for every living villain (or against the heroes) and a
-- Command that orders their targets (scripts/arena/villains.lua criteria). Our own design.
return {
  kind = "evil_power",
  name = "Crushing Will",
  power = { hero_damage = 5, near = 1 },
  command = { "most_damaged", "nearest" },
  text = "Power: every hero adjacent to a villain takes 5 damage (never below 1 HP). Command: attack the most wounded hero, then the nearest.",
  provisional = true,
}
