-- Battle Cry: a level-2 Upgrade card, a Boost card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Battle Cry",
  kind = "upgrade",
  type = "boost",
  level = 2,
  cost = 3,
  copies = 4, -- in the level-2 Upgrade deck (arcadia.decks)
  group = "ability",
  boost = { attack_dice = 2 },
  provisional = true,
  text = "Boost, any attack: declare it before rolling; the attack rolls 2 extra dice. Exhausted "
    .. "with the attack.",
}
