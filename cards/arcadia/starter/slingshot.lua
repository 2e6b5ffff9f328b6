-- Slingshot: the starter ranged weapon. A plain ranged attack, no special effect.
---@type ArcadiaCard
return {
  name = "Slingshot",
  kind = "upgrade",
  level = "starter",
  cost = 0,
  group = "bow",
  attack = { dice = 2, type = "ranged" },
  text = "Ranged attack with 2 dice.",
}
