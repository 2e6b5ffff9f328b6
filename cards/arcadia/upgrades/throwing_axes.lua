-- Throwing Axes: a level-2 Upgrade card, an attack card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Throwing Axes",
  kind = "upgrade",
  type = "attack",
  level = 2,
  cost = 5,
  copies = 4, -- in the level-2 Upgrade deck (arcadia.decks)
  group = "thrown",
  attack = { dice = 4, type = "ranged" },
  provisional = true,
  text = "Ranged attack with 4 dice.",
}
