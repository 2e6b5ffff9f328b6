-- Power Strike: a sample Boost card. Our own design (no Upgrade card of the box is public).
---@type ArcadiaCard
return {
  name = "Power Strike",
  kind = "upgrade",
  type = "boost",
  level = 1,
  cost = 2,
  copies = 3, -- in the level-1 Upgrade deck (arcadia.decks)
  group = "ability",
  boost = { type = "melee", attack_dice = 1 },
  provisional = true,
  text = "Boost, melee attacks only: declare it before rolling; the attack rolls 1 extra die. "
    .. "Exhausted with the attack.",
}
