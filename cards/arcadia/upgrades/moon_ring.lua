-- Moon Ring: a ring that adds two rerolls to its holder's pool (rulebook p.27, Zazu's example).
-- Only the reroll icons are stated; cost, level and group are ours.
---@type ArcadiaCard
return {
  name = "Moon Ring",
  kind = "upgrade",
  type = "permanent",
  level = 1,
  cost = 2,
  copies = 3, -- in the level-1 Upgrade deck (arcadia.decks)
  group = "bling",
  reroll = 2, -- counts whether or not the card is exhausted (rulebook p.27)
  provisional = true,
  guessed = { "cost", "level", "group" },
  text = "+2 rerolls for its holder.",
}
