-- Berserk: a level-4 Upgrade card, a Boost card. Our own design (none of the 161
-- Upgrade cards of the box is public); costs by level: docs/CONTENT-STATUS.md.
---@type ArcadiaCard
return {
  name = "Berserk",
  kind = "upgrade",
  type = "boost",
  level = 4,
  cost = 6,
  copies = 4, -- in the level-4 Upgrade deck (arcadia.decks)
  group = "ability",
  boost = { type = "melee", attack_dice = 3, cost = { wounds = 1 } },
  provisional = true,
  text = "Boost, melee attacks only: before rolling, its holder suffers 1 wound to roll 3 extra "
    .. "dice (never the wound that would kill it). Exhausted with the attack.",
}
