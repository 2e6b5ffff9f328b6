-- Ysolde Frostweaver, controller. The hero, its attacks,
-- names, numbers and text are our own design (provisional);
-- role stats and passive power come from cards/arena/roles/controller.lua.
---@type ArenaHero
return {
  kind = "hero",
  name = "Ysolde Frostweaver",
  role = "controller",
  attacks = { "frost_shard", "arc_lightning", "gale_blast", "unravel" },
  text = "A storm mage from the northern cliffs who freezes, scatters and strips her foes.",
  provisional = true,
}
