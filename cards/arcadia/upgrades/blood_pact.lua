-- Blood Pact: a sample Permanent card with a self-sacrifice cost. Our own design.
---@type ArcadiaCard
return {
  name = "Blood Pact",
  kind = "upgrade",
  type = "permanent",
  level = 1,
  cost = 2,
  copies = 3, -- in the level-1 Upgrade deck (arcadia.decks)
  group = "ability",
  declare = { attack_dice = 2, cost = { wounds = 1 } },
  provisional = true,
  text = "Before rolling an attack, its holder may suffer 1 wound to roll 2 extra dice. Not "
    .. "usable when that wound would kill it.",
}
