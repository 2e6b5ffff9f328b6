-- Parrying Blade: a light sword whose icons help its holder even while exhausted.
---@type ArcadiaCard
return {
  name = "Parrying Blade",
  kind = "upgrade",
  level = "starter",
  cost = 0,
  group = "sword",
  attack = { dice = 2, type = "melee" },
  extra_defence = 1, -- counts whether or not the card is exhausted (rulebook p.16)
  reroll = 1, -- adds to its holder's reroll pool (rulebook p.27)
  text = "Melee attack with 2 dice. +1 defence die and +1 reroll for its holder, even exhausted.",
}
