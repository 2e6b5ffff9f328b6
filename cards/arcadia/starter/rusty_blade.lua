-- Rusty Blade: the starter sword. A plain melee attack, no special effect.
---@type ArcadiaCard
return {
  name = "Rusty Blade",
  kind = "upgrade",
  level = "starter",
  cost = 0,
  group = "sword",
  attack = { dice = 3, type = "melee" },
  text = "Melee attack with 3 dice.",
}
