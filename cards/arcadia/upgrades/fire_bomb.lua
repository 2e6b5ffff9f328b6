-- Fire Bomb: a sample Bomb attack card. Our own numbers; the bomb rule is the rulebook's (p.27).
---@type ArcadiaCard
return {
  name = "Fire Bomb",
  kind = "upgrade",
  type = "attack",
  level = 1,
  cost = 3,
  copies = 3, -- in the level-1 Upgrade deck (arcadia.decks)
  group = "thrown",
  attack = { dice = 3, type = "ranged" },
  bomb = true, -- a guild may hold one Bomb card; a hit lays its minefield (scripts/arcadia/attack.lua)
  provisional = true,
  text = "Ranged bomb attack with 3 dice. If it rolls any hit, put your guild's token on the "
    .. "target's space and every space Close to it: an enemy hero entering one suffers the "
    .. "same attack (no abilities or rerolls), and the token goes.",
}
