-- Hunting Bow: a level-1 Upgrade card, an attack card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Hunting Bow",
  kind = "upgrade",
  type = "attack",
  level = 1,
  cost = 3,
  copies = 3, -- in the level-1 Upgrade deck (arcadia.decks)
  group = "bow",
  attack = { dice = 3, type = "ranged" },
  provisional = true,
  text = "Ranged attack with 3 dice.",
}
