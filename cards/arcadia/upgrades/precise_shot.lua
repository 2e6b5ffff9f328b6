-- Precise Shot: a level-3 Upgrade card, a Boost card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Precise Shot",
  kind = "upgrade",
  type = "boost",
  level = 3,
  cost = 5,
  copies = 4, -- in the level-3 Upgrade deck (arcadia.decks)
  group = "ability",
  boost = { type = "ranged", attack_dice = 2 },
  provisional = true,
  text = "Boost, ranged attacks only: declare it before rolling; the attack rolls 2 extra dice. "
    .. "Exhausted with the attack.",
}
