-- Deathblow: a level-6 Upgrade card, a Boost card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Deathblow",
  kind = "upgrade",
  type = "boost",
  level = 6,
  cost = 9,
  copies = 4, -- in the level-6 Upgrade deck (arcadia.decks)
  group = "ability",
  boost = { attack_dice = 3 },
  provisional = true,
  text = "Boost, any attack: declare it before rolling; the attack rolls 3 extra dice. Exhausted "
    .. "with the attack.",
}
