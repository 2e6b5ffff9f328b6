-- Battle Axe: a level-2 Upgrade card, an attack card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Battle Axe",
  kind = "upgrade",
  type = "attack",
  level = 2,
  cost = 4,
  copies = 4, -- in the level-2 Upgrade deck (arcadia.decks)
  group = "axe",
  attack = { dice = 4, type = "melee" },
  provisional = true,
  text = "Melee attack with 4 dice.",
}
